import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing-global-setup.ts'],
    // Each test file runs in a fresh worker whose first PGlite start also loads the WebAssembly build:
    // seconds, not milliseconds, on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
