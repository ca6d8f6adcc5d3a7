import { defineProject } from 'vitest/config';

// Golden files under test/fixtures are rewritten with `pnpm --filter @cascade/cli exec vitest run -u`.
// solve, hint and the benches run real searches: seconds each, more on a loaded machine.
export default defineProject({ test: { name: 'cli', include: ['src/**/*.test.ts'], testTimeout: 60_000 } });
