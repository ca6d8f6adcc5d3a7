// Unit tests run with the plain Svelte plugin and a $lib alias, not sveltekit(): they never write
// .svelte-kit/, so they cannot race a build or a type check (SvelteKit's build, sync and a
// sveltekit()-based vitest each rewrite .svelte-kit/generated, and corrupt it when run at once).
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [svelte(), svelteTesting()],
  define: { __TUTORIAL_URL__: JSON.stringify('http://localhost:4174') },
  resolve: { alias: { $lib: fileURLToPath(new URL('./src/lib', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts', 'e2e/**'],
    testTimeout: 20_000,
  },
});
