// The unit-test project of both apps, as plain JavaScript (a vitest.config.ts loads it as it is, not
// through TypeScript). It runs with the plain Svelte plugin (and Testing Library's) and a `$lib`
// alias, not sveltekit(): it never writes .svelte-kit/, so it cannot race a build or a type check
// (SvelteKit's build, sync and a sveltekit()-based vitest each rewrite .svelte-kit/generated, and
// corrupt it when run at once). Tests run in Node: a file that renders components asks for jsdom on
// its first line (`// @vitest-environment jsdom`), so the others do not pay for a DOM they never use
// (jsdom's set-up was half of the game's unit-test time: 105 of 202 s). The browser-mode tests
// (`*.browser.test.ts`) and the Playwright ones (e2e/) are left out. The plugins are the app's to
// give: they are its dependencies, not this package's (vitest itself is the workspace root's).
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The vitest project of the app whose vitest.config.ts is at `configUrl` (its `import.meta.url`).
 * @param {string} configUrl
 * @param {import('./vitest.d.mts').AppUnitTestOptions} o
 */
export function appUnitTests(configUrl, o) {
  return defineProject({
    plugins: o.plugins,
    define: o.define ?? {},
    resolve: { alias: { $lib: fileURLToPath(new URL('./src/lib', configUrl)) } },
    test: {
      name: o.name,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.browser.test.ts', 'e2e/**'],
      testTimeout: o.testTimeout,
    },
  });
}
