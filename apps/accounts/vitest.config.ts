import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'accounts',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['@hanabi/db/testing-global-setup'],
    // The first PGlite start of a test file also loads the WebAssembly build; argon2 hashing is slow by design.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
