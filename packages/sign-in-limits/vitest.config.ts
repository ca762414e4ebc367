import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'sign-in-limits', include: ['src/**/*.test.ts'] } });
