/**
 * Vitest global setup for every workspace whose tests use `createTestDatabase()`:
 *
 *   globalSetup: ['@hanabi/db/testing-global-setup']
 *
 * It prepares one migrated and seeded database per run, so each test database is a cheap copy instead of
 * a cold start (PGlite boots in seconds; loading its snapshot takes well under one). PostgreSQL is used
 * when HANABI_TEST_DB=postgres and TEST_DATABASE_URL points at a server (any existing database on it, by
 * a user allowed to create databases); otherwise PGlite.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { createDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDemoCatalogue } from './seed/index.ts';
import {
  createDatabaseOnServer,
  databaseUrl,
  dropRunDatabases,
  dropStaleDatabases,
  newRunId,
  templateName,
} from './testing/postgres-server.ts';
import type { TestDatabaseSource } from './testing/source.ts';

/**
 * Workspaces run together (`vitest run` at the root) share one prepared database: each would otherwise pay
 * for its own cold start. Their setups load this module separately, so the sharing lives on globalThis.
 */
interface Shared {
  source: Promise<TestDatabaseSource>;
  users: number;
}
const registry = globalThis as { hanabiTestDatabase?: Shared };

export async function setupTestDatabaseSnapshot(project: TestProject): Promise<() => Promise<void>> {
  registry.hanabiTestDatabase ??= { source: prepareSource(), users: 0 };
  const shared = registry.hanabiTestDatabase;
  shared.users++;
  project.provide('hanabiTestDatabase', await shared.source);
  return async () => {
    if (--shared.users > 0) return;
    registry.hanabiTestDatabase = undefined;
    const source = await shared.source;
    if (source.kind === 'pglite') await rm(source.snapshotPath, { force: true });
    else await dropRunDatabases(source.serverUrl, source.runId);
  };
}

export default setupTestDatabaseSnapshot;

function prepareSource(): Promise<TestDatabaseSource> {
  if (process.env.HANABI_TEST_DB !== 'postgres') return preparePgliteSnapshot();
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Asked for PostgreSQL but not told where: silently testing on PGlite instead would hide it.
  if (!serverUrl)
    throw new Error('HANABI_TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/database).');
  return preparePostgresTemplate(serverUrl);
}

async function migratedAndSeeded(database: Database): Promise<Database> {
  try {
    await migrateDatabase(database);
    await seedDemoCatalogue(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function preparePgliteSnapshot(): Promise<TestDatabaseSource> {
  const database = await migratedAndSeeded(await createDatabase({}));
  try {
    if (database.kind !== 'pglite') throw new Error('Expected the embedded database.');
    // Flushed first, so that loading the snapshot does not replay the seed's WAL every time.
    await database.db.execute(sql`checkpoint`);
    const snapshot = await database.dumpDataDir();
    const snapshotPath = join(tmpdir(), `hanabi-test-db-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(snapshotPath, new Uint8Array(await snapshot.arrayBuffer()));
    return { kind: 'pglite', snapshotPath };
  } finally {
    await database.close();
  }
}

async function preparePostgresTemplate(serverUrl: string): Promise<TestDatabaseSource> {
  await dropStaleDatabases(serverUrl);
  const runId = newRunId();
  const template = templateName(runId);
  await createDatabaseOnServer(serverUrl, template);
  try {
    const database = await migratedAndSeeded(await createDatabase({ url: databaseUrl(serverUrl, template) }));
    // Cloning needs the template to have no open connections.
    await database.close();
  } catch (error) {
    await dropRunDatabases(serverUrl, runId);
    throw error;
  }
  return { kind: 'postgres', serverUrl, template, runId };
}
