import { defineConfig } from 'tsdown';

// Two self-contained files: dist/fc.mjs and the solver's worker-thread entry, dist/solve-worker.mjs. Workspace packages (@cascade/*) export TypeScript source and
// are inlined, with the npm packages they use (listed in onlyBundle: the build fails on any other, so
// nothing is bundled by accident); the CLI's own npm dependencies (commander, cli-progress) stay
// imports, resolved from node_modules.
export default defineConfig({
  entry: { fc: 'src/bin.ts', 'solve-worker': 'src/solve-worker.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  dts: false,
  banner: { js: '#!/usr/bin/env node' },
  deps: { alwaysBundle: [/^@cascade\//], onlyBundle: ['valibot'] },
});
