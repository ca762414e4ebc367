import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * react-router ships CommonJS and ES module builds. Node 20.19+ loads the ES modules (`module-sync`), as the
 * server does; Vite's resolver would take the CommonJS build for the tests while the packages that import
 * react-router get the ES one, and the request handler would then reject the app's RouterContextProvider as
 * coming from another copy.
 */
const nodeResolved = (name: string) => ({ find: new RegExp(`^${name}$`), replacement: require.resolve(name) });

// The reactRouter() Vite plugin is not loaded here: tests import modules directly.
export default defineProject({
  resolve: {
    alias: [nodeResolved('react-router')],
  },
  test: {
    name: 'web',
    environment: 'node',
    // Test files share their worker's module cache (isolate: false), as in the API: importing React, React
    // Router and the routes once per worker instead of once per file takes the project from 100 s to 16 s.
    // A file that stubs a global or mocks a module undoes it itself (vi.unstubAllGlobals, a mocked `three`
    // that only the VR view's test imports).
    isolate: false,
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'budget/**/*.test.ts'],
  },
});
