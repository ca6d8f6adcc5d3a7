import { defineProject } from 'vitest/config';

// Hints run the solver: seconds per test, more on a loaded machine.
export default defineProject({ test: { name: 'hints', include: ['src/**/*.test.ts'], testTimeout: 60_000 } });
