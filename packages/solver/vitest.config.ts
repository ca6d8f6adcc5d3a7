import { defineProject } from 'vitest/config';

// Searches and exhaustive cross-checks take seconds; on a loaded machine, more.
export default defineProject({
  test: { name: 'solver', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
