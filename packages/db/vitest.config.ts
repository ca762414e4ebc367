import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    // Test files share their worker's module cache (isolate: false): they keep no module state of their
    // own (no mocks, no environment changes, unique fixture names), and importing Fastify, Drizzle and zod
    // once per worker instead of once per file takes about 40 % off the run.
    isolate: false,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing-global-setup.ts'],
    // A worker's first PGlite start also loads the WebAssembly build:
    // seconds, not milliseconds, on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
