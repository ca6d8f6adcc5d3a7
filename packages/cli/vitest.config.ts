import { defineProject } from 'vitest/config';

// Golden files under test/fixtures are rewritten with `pnpm --filter @cascade/cli exec vitest run -u`.
export default defineProject({ test: { name: 'cli', include: ['src/**/*.test.ts'] } });
