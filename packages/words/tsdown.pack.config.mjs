import { defineConfig } from 'tsdown';
import { libraryBuild } from '../../scripts/pack/library-build.mjs';

// The published build (`pnpm pack` runs it): dist/*.js and dist/*.d.ts. The workspace uses src/.
export default defineConfig(libraryBuild({ entry: { index: 'src/index.ts' } }));
