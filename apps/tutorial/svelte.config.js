import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
export default {
  preprocess: vitePreprocess({ script: false }),
  kit: {
    // A static site: the home page, every course page and every lesson step are prerendered. House
    // rules courses (/house/<rules>, any rule set) are served by the fallback page and rendered in
    // the browser.
    adapter: adapter({ fallback: '200.html', precompress: false }),
    prerender: { handleUnseenRoutes: 'ignore' },
    // The stylesheets are small: inline them, so the first paint waits for no extra request.
    inlineStyleThreshold: 8192,
  },
};
