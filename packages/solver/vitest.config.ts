import { defineProject } from 'vitest/config';

// Searches and exhaustive cross-checks take seconds; on a loaded machine, more. The timeout is a net
// for a search that never ends, not a time limit: at a load average of 25 on two cores the
// goal-bounded cross-check took 92 s and failed the old 60 s one.
export default defineProject({
  test: { name: 'solver', include: ['src/**/*.test.ts'], testTimeout: 300_000 },
});
