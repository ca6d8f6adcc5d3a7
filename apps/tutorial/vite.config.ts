import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

/** Where "Play a real deal" leads: the game app (apps/web), at its preview port unless told otherwise. */
const gameUrl = (process.env.PUBLIC_GAME_URL ?? '').trim() || 'http://localhost:4173';

export default defineConfig({
  plugins: [sveltekit()],
  define: { __GAME_URL__: JSON.stringify(gameUrl.replace(/\/+$/, '')) },
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5174 },
  preview: { host: '127.0.0.1', port: 4174 },
});
