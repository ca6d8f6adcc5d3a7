import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'variants', include: ['src/**/*.test.ts'] } });
