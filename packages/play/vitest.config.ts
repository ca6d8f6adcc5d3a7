import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'play', include: ['src/**/*.test.ts'] } });
