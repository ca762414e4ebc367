import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    // One migrated, seeded database per run, for tests that copy it with createTestDatabase() (on PGlite, or
    // PostgreSQL with HANABI_TEST_DB=postgres); shared with the other workspaces in a whole run.
    globalSetup: ['@hanabi/demo/testing-global-setup'],
  },
});
