import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess({ script: false }),
  kit: {
    // A static site: the home page is prerendered; every other route (/play/ID/N, any deal of any
    // variant or house rules) is served by the fallback page and rendered in the browser.
    adapter: adapter({ fallback: '200.html', precompress: false }),
    prerender: { handleUnseenRoutes: 'ignore' },
    // Stylesheets up to 20 kB (each page has a few small ones) go inline into the page's <head>:
    // no render-blocking request before the first paint.
    inlineStyleThreshold: 20_000,
    // Registered by the root layout once the page has settled (src/routes/+layout.svelte), so that
    // caching the whole app for offline play never competes with the first paint and the engine.
    serviceWorker: { register: false },
  },
};
