import { defineProject } from 'vitest/config';

// The timeout is a net for a loop that never ends, not a time limit: at a load average of 27 on two
// cores the safe rule's exhaustive checks (a second or two on an idle machine) took 6-9 s and failed
// vitest's default of 5.
export default defineProject({ test: { name: 'core', include: ['src/**/*.test.ts'], testTimeout: 120_000 } });
