import { defineConfig } from 'tsdown';
import { libraryBuild } from '../../scripts/pack/library-build.mjs';

// The published build (`pnpm pack` runs it): dist/*.js and dist/*.d.ts beside the workspace's
// dist/worker.mjs (tsdown.config.ts), which it leaves alone. The workspace uses src/.
export default defineConfig({
  ...libraryBuild({
    entry: { index: 'src/index.ts', reader: 'src/reader.ts', worker: 'src/worker.ts' },
    platform: 'node',
  }),
  clean: false,
});
