import { defineProject } from 'vitest/config';

// One file: packing the seven packages and installing them with npm take about a minute (the
// hook's limit allows for a loaded machine and a cold npm cache); each test runs real commands.
export default defineProject({
  test: { name: 'outside', include: ['src/**/*.test.ts'], hookTimeout: 600_000, testTimeout: 120_000 },
});
