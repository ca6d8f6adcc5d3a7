import { defineConfig } from 'tsdown';

// The worker-thread entry, bundled to JS for the tests (Node 20 runs no TypeScript in a worker);
// the CLI bundles its own copy next to dist/fc.mjs.
export default defineConfig({
  entry: { worker: 'src/worker.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  dts: false,
  deps: { alwaysBundle: [/^@cascade\//], onlyBundle: [] },
});
