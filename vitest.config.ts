import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace that has tests. Each workspace may add its own
// vitest.config.ts (for example to register a global setup); those are picked up as projects.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
    // Vitest's default for `run` is one worker fewer than the cores: a single worker on our two-core
    // machines, which ran every file one after another. Much of a database test's time is spent waiting
    // (on PostgreSQL, a child process, a port), so every core gets a worker (decision 0038).
    maxWorkers: availableParallelism(),
  },
});
