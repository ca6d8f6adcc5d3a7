// Bundles the Node bench and the worker-thread entry to plain JS (Node 20 runs no TypeScript):
// `pnpm bench` builds dist/bench/{bench,worker-entry}.mjs, then runs the bench.
export default {
  build: {
    ssr: true,
    outDir: 'dist/bench',
    emptyOutDir: true,
    minify: false,
    target: 'node20',
    rollupOptions: {
      input: {
        bench: 'src/node/bench.ts',
        'worker-entry': 'src/node/worker-entry.ts',
        work: 'src/node/work.ts',
      },
      output: { entryFileNames: '[name].mjs' },
    },
  },
  ssr: { noExternal: true },
  logLevel: 'warn',
};
