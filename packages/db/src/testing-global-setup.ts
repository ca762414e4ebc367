/**
 * Vitest global setup for workspaces whose tests use `createTestDatabase()`:
 *
 *   globalSetup: ['@hanabi/db/testing-global-setup']     (migrated, no rows: this package's own tests)
 *   globalSetup: ['@hanabi/demo/testing-global-setup']   (migrated and seeded with the demo catalogue)
 *
 * It prepares one database per run, so each test database is a cheap copy instead of a cold start (PGlite
 * boots in seconds; loading its snapshot takes well under one). What goes into it is the caller's
 * `prepare` step, after the migrations: this package knows the schema, not the demo content. PostgreSQL is
 * used when HANABI_TEST_DB=postgres and TEST_DATABASE_URL points at a server (any existing database on it,
 * by a user allowed to create databases); otherwise PGlite.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { createDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import {
  createDatabaseOnServer,
  databaseUrl,
  dropRunDatabases,
  dropStaleDatabases,
  newRunId,
  templateName,
} from './testing/postgres-server.ts';
import type { TestDatabaseSource } from './testing/source.ts';

/** What a test database holds besides the schema: written once into the snapshot or template. */
export type PrepareTestDatabase = (database: Database) => Promise<void>;

/**
 * Workspaces run together (`vitest run` at the root) share one prepared database per kind (`name`): each
 * would otherwise pay for its own cold start. Their setups load this module separately, so the sharing
 * lives on globalThis.
 */
interface Shared {
  source: Promise<TestDatabaseSource>;
  users: number;
}
const registry = globalThis as { hanabiTestDatabases?: Map<string, Shared> };

/** A Vitest global setup that prepares the database `name` (migrated, then `prepare`d) for the project. */
export function testDatabaseSetup(name: string, prepare: PrepareTestDatabase) {
  return async (project: TestProject): Promise<() => Promise<void>> => {
    registry.hanabiTestDatabases ??= new Map();
    const prepared = registry.hanabiTestDatabases;
    const shared = prepared.get(name) ?? { source: prepareSource(prepare), users: 0 };
    prepared.set(name, shared);
    shared.users++;
    project.provide('hanabiTestDatabase', await shared.source);
    return async () => {
      if (--shared.users > 0) return;
      prepared.delete(name);
      const source = await shared.source;
      if (source.kind === 'pglite') await rm(source.snapshotPath, { force: true });
      else await dropRunDatabases(source.serverUrl, source.runId);
    };
  };
}

export default testDatabaseSetup('migrated', async () => {});

function prepareSource(prepare: PrepareTestDatabase): Promise<TestDatabaseSource> {
  if (process.env.HANABI_TEST_DB !== 'postgres') return preparePgliteSnapshot(prepare);
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Asked for PostgreSQL but not told where: silently testing on PGlite instead would hide it.
  if (!serverUrl)
    throw new Error('HANABI_TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/database).');
  return preparePostgresTemplate(serverUrl, prepare);
}

async function migratedAndPrepared(database: Database, prepare: PrepareTestDatabase): Promise<Database> {
  try {
    await migrateDatabase(database);
    await prepare(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function preparePgliteSnapshot(prepare: PrepareTestDatabase): Promise<TestDatabaseSource> {
  const database = await migratedAndPrepared(await createDatabase({}), prepare);
  try {
    if (database.kind !== 'pglite') throw new Error('Expected the embedded database.');
    // Flushed first, so that loading the snapshot does not replay the preparation's WAL every time.
    await database.db.execute(sql`checkpoint`);
    const snapshot = await database.dumpDataDir();
    const snapshotPath = join(tmpdir(), `hanabi-test-db-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(snapshotPath, new Uint8Array(await snapshot.arrayBuffer()));
    return { kind: 'pglite', snapshotPath };
  } finally {
    await database.close();
  }
}

async function preparePostgresTemplate(serverUrl: string, prepare: PrepareTestDatabase): Promise<TestDatabaseSource> {
  await dropStaleDatabases(serverUrl);
  const runId = newRunId();
  const template = templateName(runId);
  await createDatabaseOnServer(serverUrl, template);
  try {
    const database = await migratedAndPrepared(
      await createDatabase({ url: databaseUrl(serverUrl, template) }),
      prepare,
    );
    // Cloning needs the template to have no open connections.
    await database.close();
  } catch (error) {
    await dropRunDatabases(serverUrl, runId);
    throw error;
  }
  return { kind: 'postgres', serverUrl, template, runId };
}
