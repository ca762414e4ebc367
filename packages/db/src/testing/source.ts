/**
 * How the Vitest global setup tells test workers where the prepared database is. Plain data, because it
 * crosses from the main process to the workers through `provide`/`inject`.
 */
export type TestDatabaseSource =
  /** A PGlite data folder (uncompressed tarball) that is migrated and prepared. */
  | { kind: 'pglite'; snapshotPath: string }
  /** A migrated and prepared template database on a PostgreSQL server, and the run its clones belong to. */
  | { kind: 'postgres'; serverUrl: string; template: string; runId: string };

declare module 'vitest' {
  export interface ProvidedContext {
    hanabiTestDatabase: TestDatabaseSource;
  }
}
