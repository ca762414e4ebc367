/**
 * Test databases for integration tests: each call gives a fresh database of its own, migrated and (with the
 * demo package's setup) seeded, copied from what the global setup (testing-global-setup.ts) prepared. Close
 * it when the test is done.
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase, type Database, type ServerDatabase } from './client.ts';
import type { ConnectionLimits } from './connection-limits.ts';
import { cloneName, createDatabaseOnServer, databaseUrl, dropDatabasesOnServer } from './testing/postgres-server.ts';
import type { TestDatabaseSource } from './testing/source.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';

export { violatedConstraint } from './testing/constraint.ts';
export { holdLocks, waitForLockWaiters, waitUntil } from './testing/database-activity.ts';
export {
  freePort,
  occupyPort,
  runServiceProcess,
  type ServiceProcess,
  waitForHealth,
} from './testing/service-process.ts';
export type { TestDatabaseSource } from './testing/source.ts';
export { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';

export interface TestDatabaseOptions {
  /** PostgreSQL only: limits other than the defaults every service runs with (decision 0031). */
  limits?: Partial<ConnectionLimits>;
}

export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const source = inject('hanabiTestDatabase');
  if (!source) {
    throw new Error(
      "No test database prepared: add globalSetup: ['@hanabi/demo/testing-global-setup'] (or '@hanabi/db/testing-global-setup' for an empty one) to this workspace's vitest.config.ts.",
    );
  }
  return source.kind === 'pglite' ? fromSnapshot(source.snapshotPath) : fromTemplate(source, options.limits);
}

// Read once per test file; every database loads its own copy from the same bytes.
const snapshots = new Map<string, Promise<Blob>>();

async function fromSnapshot(snapshotPath: string): Promise<Database> {
  let snapshot = snapshots.get(snapshotPath);
  if (!snapshot) {
    snapshot = readFile(snapshotPath).then((bytes) => new Blob([bytes]));
    snapshots.set(snapshotPath, snapshot);
  }
  return createDatabase({ loadDataDir: await snapshot });
}

async function fromTemplate(
  source: Extract<TestDatabaseSource, { kind: 'postgres' }>,
  limits: Partial<ConnectionLimits> | undefined,
): Promise<Database> {
  const name = cloneName(source.runId);
  await createDatabaseOnServer(source.serverUrl, name, source.template);
  const database = await createDatabase({ url: databaseUrl(source.serverUrl, name), limits });
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close() {
      closing ??= database.close().then(() => dropDatabasesOnServer(source.serverUrl, [name]));
      return closing;
    },
  };
}

export interface ProxiedTestDatabase {
  /** The test database itself, reached directly: the test's own view, unaffected by the proxy. */
  database: ServerDatabase;
  /** A proxy in front of it: point the service under test at `proxy.url`, then break the network. */
  proxy: TcpProxy;
  close(): Promise<void>;
}

/** A PostgreSQL test database with a TCP proxy in front of it, for tests of a database that goes away. */
export async function createProxiedTestDatabase(): Promise<ProxiedTestDatabase> {
  const database = await createTestDatabase();
  const url = database.kind === 'postgres' ? database.pool.options.connectionString : undefined;
  if (database.kind !== 'postgres' || !url) {
    await database.close();
    throw new Error('Tests of a database that goes away need a PostgreSQL test database (HANABI_TEST_DB=postgres).');
  }
  const proxy = await startTcpProxy(url);
  return {
    database,
    proxy,
    async close() {
      await proxy.close();
      await database.close();
    },
  };
}
