import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packaging',
    include: ['src/**/*.test.ts'],
    // Jobs package seeded episodes: the demo catalogue's database (copied per file by createTestDatabase()).
    globalSetup: ['@hanabi/demo/testing-global-setup'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
