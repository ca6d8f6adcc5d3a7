import { defineConfig } from 'tsdown';
import { libraryBuild } from '../../scripts/pack/library-build.mjs';

// The published build (`pnpm pack` runs it): dist/*.js and dist/*.d.ts. The workspace uses src/.
// The worker-thread entry is plain JavaScript here, so `solveRange` runs from the installed package.
export default defineConfig(
  libraryBuild({
    entry: {
      index: 'src/index.ts',
      node: 'src/node/index.ts',
      'worker-entry': 'src/node/worker-entry.ts',
    },
    platform: 'node',
  }),
);
