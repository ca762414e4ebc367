import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packaging',
    include: ['src/**/*.test.ts'],
    // One migrated, seeded database per run; each test file copies it with createTestDatabase().
    globalSetup: ['@hanabi/db/testing-global-setup'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
