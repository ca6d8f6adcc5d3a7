// Unit tests: the project both apps share (@cascade/testkit/vitest: plain Svelte plugin, no
// sveltekit(), so they never write .svelte-kit/), with this app's name, constants and timeout.
import { appUnitTests } from '@cascade/testkit/vitest';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// No test here renders a component, so without Testing Library's plugin (its set-up file, loaded for
// every test file, was 40 of the 105 s the game's unit tests took at load 25): a component test
// would add `svelteTesting()` from '@testing-library/svelte/vite' back, as the tutorial does.
export default appUnitTests(import.meta.url, {
  name: 'web',
  plugins: [svelte()],
  define: { __TUTORIAL_URL__: JSON.stringify('http://localhost:4174') },
  // A net, not a time limit: deal 11982 proven lost took 21.5 s at load 25.
  testTimeout: 120_000,
});
