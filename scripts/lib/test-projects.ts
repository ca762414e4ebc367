/**
 * Which Vitest projects `npm test` runs in which step. Every workspace with a vitest.config.ts is a project
 * (the root vitest.config.ts); one missing from both lists would never run in CI, which
 * test-projects.test.ts refuses.
 */

/** The projects whose tests talk to a test database (createTestDatabase): they run once on PostgreSQL. */
export const DATABASE_PROJECTS = ['db', 'membership', 'demo', 'api', 'accounts', 'packaging', 'worker'];

/** The projects whose tests need no test database. */
export const OTHER_PROJECTS = [
  'config',
  'contract',
  'api-client',
  'media',
  'passwords',
  'sign-in-limits',
  'observability',
  'storage',
  'web',
  'scripts',
];

/**
 * What must also hold on PGlite when the database projects run on PostgreSQL: the database package itself
 * (client, migrations, constraints), the points ledger's guards and gift-first spending, and the rooms whose
 * SQL leans on the engine most — search normalisation, concurrent purchases and payments, a purchase that
 * survives its process being killed (the embedded database's own durability), sign-in limits — and the
 * packaging queue, which runs pg-boss through an adapter of its own on PGlite. The ledger audit's reports
 * are plain queries: the PostgreSQL pass covers them.
 */
export const PGLITE_SMOKE_FILES = [
  'packages/packaging/src/packaging-queue.test.ts',
  'packages/db/src',
  'packages/membership/src/points/ledger.test.ts',
  'packages/membership/src/points/spend.test.ts',
  'apps/api/src/modules/search',
  'apps/api/src/modules/purchases',
  'apps/accounts/src/billing/payment-concurrency.test.ts',
  'apps/accounts/src/auth/login.test.ts',
];
