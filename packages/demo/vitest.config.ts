import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo',
    // As in packages/db: the test files keep no module state of their own, so they share their worker's
    // module cache instead of importing Drizzle and zod once per file.
    isolate: false,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing-global-setup.ts'],
    // A worker's first PGlite start also loads the WebAssembly build:
    // seconds, not milliseconds, on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
