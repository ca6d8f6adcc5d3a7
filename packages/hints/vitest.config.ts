import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'hints', include: ['src/**/*.test.ts'] } });
