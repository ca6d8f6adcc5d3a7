import { defineConfig } from 'tsdown';

// Three self-contained files: dist/fc.mjs and the worker-thread entries of the solver
// (dist/solve-worker.mjs) and of the atlas (dist/atlas-worker.mjs). Workspace packages (@cascade/*) export TypeScript source and
// are inlined, with the npm packages they use (listed in onlyBundle: the build fails on any other, so
// nothing is bundled by accident); the CLI's own npm dependencies (commander, cli-progress, and the
// atlas's piscina, bullmq and ioredis) stay imports, resolved from node_modules.
export default defineConfig({
  entry: { fc: 'src/bin.ts', 'solve-worker': 'src/solve-worker.ts', 'atlas-worker': 'src/atlas-worker.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  dts: false,
  banner: { js: '#!/usr/bin/env node' },
  deps: { alwaysBundle: [/^@cascade\//], onlyBundle: ['valibot'] },
});
