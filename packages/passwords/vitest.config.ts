import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'passwords', include: ['src/**/*.test.ts'] } });
