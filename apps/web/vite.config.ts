import { sveltekit } from '@sveltejs/kit/vite';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * `vite preview` serves SvelteKit's own output, not the adapter's `build/` folder, so the static
 * fallback page (build/200.html) that a static host serves is missing there. This serves it, so
 * the service worker can cache it under preview exactly as it does on a real host.
 */
function previewFallbackPage(): Plugin {
  const file = fileURLToPath(new URL('./build/200.html', import.meta.url));
  return {
    name: 'cascade:preview-fallback-page',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/200.html') return next();
        readFile(file).then(
          (html) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            res.end(html);
          },
          () => next(),
        );
      });
    },
  };
}

/** Where "Learn" leads: the tutorial app (apps/tutorial), at its preview port unless told otherwise. */
const tutorialUrl = (process.env.PUBLIC_TUTORIAL_URL ?? '').trim() || 'http://localhost:4174';

export default defineConfig({
  plugins: [previewFallbackPage(), sveltekit()],
  define: { __TUTORIAL_URL__: JSON.stringify(tutorialUrl.replace(/\/+$/, '')) },
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
