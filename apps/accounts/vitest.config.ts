import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'accounts',
    // Test files share their worker's module cache (isolate: false): they keep no module state of their
    // own (no mocks, no environment changes, unique fixture names), and importing Fastify, Drizzle and zod
    // once per worker instead of once per file takes about 40 % off the run.
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['@hanabi/demo/testing-global-setup'],
    // The first PGlite start of a test file also loads the WebAssembly build; argon2 hashing is slow by design.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
