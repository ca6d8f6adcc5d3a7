import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { cspDirectives, withSecurityHeaders } from '../../scripts/security-headers.mjs';

const FALLBACK = '200.html';

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess({ script: false }),
  kit: {
    // A static site: the home page, every course page and every lesson step are prerendered. House
    // rules courses (/house/<rules>, any rule set) are served by the fallback page and rendered in
    // the browser. The build also holds the security headers a host sends with it (build/_headers,
    // the nginx lines).
    adapter: withSecurityHeaders(adapter({ fallback: FALLBACK, precompress: false }), { fallback: FALLBACK }),
    prerender: { handleUnseenRoutes: 'ignore' },
    // A strict Content-Security-Policy: no inline script or <style> runs unless its hash is listed.
    // See scripts/security-headers.mjs for the directives and why style attributes stay allowed.
    csp: { mode: 'hash', directives: cspDirectives({ appHtml: 'src/app.html' }) },
    // The stylesheets are small: inline them, so the first paint waits for no extra request.
    inlineStyleThreshold: 8192,
  },
};
