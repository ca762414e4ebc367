import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    // Test files share their worker's module cache (isolate: false): they keep no module state of their
    // own (no mocks, no environment changes, unique fixture names), and importing Fastify, Drizzle and zod
    // once per worker instead of once per file takes about 40 % off the run.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // One migrated, seeded database per run; each test file copies it with createTestDatabase().
    globalSetup: ['@hanabi/demo/testing-global-setup'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
