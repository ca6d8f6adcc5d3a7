// Unit tests: the project both apps share (@cascade/testkit/vitest: plain Svelte plugin, no
// sveltekit(), so they never write .svelte-kit/), with this app's name, constants and timeout.
import { appUnitTests } from '@cascade/testkit/vitest';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';

export default appUnitTests(import.meta.url, {
  name: 'tutorial',
  plugins: [svelte(), svelteTesting()],
  define: { __GAME_URL__: JSON.stringify('http://localhost:4173') },
  testTimeout: 60_000,
});
