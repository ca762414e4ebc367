import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace that has tests. Each workspace may add its own
// vitest.config.ts (for example to register a global setup); those are picked up as projects.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
  },
});
