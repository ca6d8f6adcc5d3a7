import { defineProject } from 'vitest/config';

// The pool and run tests solve real deals on worker threads (dist/worker.mjs: `pnpm build` first).
export default defineProject({ test: { name: 'atlas', include: ['src/**/*.test.ts'], testTimeout: 60_000 } });
