/**
 * Test databases for integration tests: each call gives a fresh, migrated and seeded database of its own,
 * copied from what the global setup (testing-global-setup.ts) prepared. Close it when the test is done.
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase, type Database } from './client.ts';
import { cloneName, createDatabaseOnServer, databaseUrl, dropDatabasesOnServer } from './testing/postgres-server.ts';
import type { TestDatabaseSource } from './testing/source.ts';

export type { TestDatabaseSource } from './testing/source.ts';

export function createTestDatabase(): Promise<Database> {
  const source = inject('hanabiTestDatabase');
  if (!source) {
    throw new Error(
      "No test database prepared: add globalSetup: ['@hanabi/db/testing-global-setup'] to this workspace's vitest.config.ts.",
    );
  }
  return source.kind === 'pglite' ? fromSnapshot(source.snapshotPath) : fromTemplate(source);
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

async function fromTemplate(source: Extract<TestDatabaseSource, { kind: 'postgres' }>): Promise<Database> {
  const name = cloneName(source.runId);
  await createDatabaseOnServer(source.serverUrl, name, source.template);
  const database = await createDatabase({ url: databaseUrl(source.serverUrl, name) });
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close() {
      closing ??= database.close().then(() => dropDatabasesOnServer(source.serverUrl, [name]));
      return closing;
    },
  };
}
