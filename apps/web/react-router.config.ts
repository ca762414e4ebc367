import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // The initial-JS budget test builds into a folder of its own (budget/initial-js.test.ts).
  buildDirectory: process.env.HANABI_WEB_BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    v8_middleware: true,
  },
} satisfies Config;
