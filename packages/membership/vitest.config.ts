import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'membership',
    // As in packages/db: the test files keep no module state of their own, so they share their worker's
    // module cache instead of importing Drizzle and zod once per file.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // The ledger tests buy seeded episodes: the demo catalogue's database, not an empty one.
    globalSetup: ['@hanabi/demo/testing-global-setup'],
    // A worker's first PGlite start also loads the WebAssembly build:
    // seconds, not milliseconds, on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
