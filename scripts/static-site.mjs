// What both apps' svelte.config.js share: a static site (adapter-static) whose fallback page answers
// every address that is not prerendered, with the security headers it ships written into the build
// (build/_headers, the nginx lines: see security-headers.mjs), and a strict Content-Security-Policy
// in which no inline script or <style> runs unless its hash is listed (SvelteKit hashes its own,
// cspDirectives the theme script of src/app.html). Plain JavaScript, imported by relative path; the
// adapter is passed in, since it is each app's dependency, not the root's.
import { cspDirectives, withSecurityHeaders } from './security-headers.mjs';

/** The page served for every address that is not prerendered (the hosts' fallback). */
export const FALLBACK = '200.html';

/**
 * The kit options both apps share: the adapter (with the security headers), prerendering that lets
 * routes it does not reach be (the fallback serves them), and the hashed CSP.
 * @param {(options: { fallback: string; precompress: boolean }) => import('@sveltejs/kit').Adapter} adapter adapter-static's default export
 */
export function staticSiteKit(adapter) {
  return {
    adapter: withSecurityHeaders(adapter({ fallback: FALLBACK, precompress: false }), { fallback: FALLBACK }),
    prerender: { handleUnseenRoutes: /** @type {const} */ ('ignore') },
    csp: { mode: /** @type {const} */ ('hash'), directives: cspDirectives({ appHtml: 'src/app.html' }) },
  };
}
