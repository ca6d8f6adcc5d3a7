import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { staticSiteKit } from '../../scripts/static-site.mjs';

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess({ script: false }),
  kit: {
    // A static site with its security headers and a hashed CSP (scripts/static-site.mjs): the home
    // page is prerendered; every other route (/play/ID/N, any deal of any variant or house rules) is
    // served by the fallback page and rendered in the browser.
    ...staticSiteKit(adapter),
    // Stylesheets up to 20 kB (each page has a few small ones) go inline into the page's <head>:
    // no render-blocking request before the first paint.
    inlineStyleThreshold: 20_000,
    // Registered by the root layout once the page has settled (src/routes/+layout.svelte), so that
    // caching the whole app for offline play never competes with the first paint and the engine.
    serviceWorker: { register: false },
  },
};
