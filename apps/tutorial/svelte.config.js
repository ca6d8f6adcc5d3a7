import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { staticSiteKit } from '../../scripts/static-site.mjs';

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess({ script: false }),
  kit: {
    // A static site with its security headers and a hashed CSP (scripts/static-site.mjs): the home
    // page, every course page and every lesson step are prerendered; house rules courses
    // (/house/<rules>, any rule set) are served by the fallback page and rendered in the browser.
    ...staticSiteKit(adapter),
    // The stylesheets are small: inline them, so the first paint waits for no extra request.
    inlineStyleThreshold: 8192,
  },
};
