import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'worker',
    include: ['src/**/*.test.ts'],
    // One migrated, seeded database per run; each test file copies it with createTestDatabase().
    globalSetup: ['@hanabi/db/testing-global-setup'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
