import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { cspDirectives, withSecurityHeaders } from '../../scripts/security-headers.mjs';

const FALLBACK = '200.html';

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess({ script: false }),
  kit: {
    // A static site: the home page is prerendered; every other route (/play/ID/N, any deal of any
    // variant or house rules) is served by the fallback page and rendered in the browser. The build
    // also holds the security headers a host sends with it (build/_headers, the nginx lines).
    adapter: withSecurityHeaders(adapter({ fallback: FALLBACK, precompress: false }), { fallback: FALLBACK }),
    prerender: { handleUnseenRoutes: 'ignore' },
    // A strict Content-Security-Policy: no inline script or <style> runs unless its hash is listed
    // (SvelteKit hashes its own, cspDirectives the theme script of src/app.html). See
    // scripts/security-headers.mjs for the directives and why style attributes stay allowed.
    csp: { mode: 'hash', directives: cspDirectives({ appHtml: 'src/app.html' }) },
    // Stylesheets up to 20 kB (each page has a few small ones) go inline into the page's <head>:
    // no render-blocking request before the first paint.
    inlineStyleThreshold: 20_000,
    // Registered by the root layout once the page has settled (src/routes/+layout.svelte), so that
    // caching the whole app for offline play never competes with the first paint and the engine.
    serviceWorker: { register: false },
  },
};
