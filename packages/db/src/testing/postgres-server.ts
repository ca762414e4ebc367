/**
 * Creating and dropping whole databases on the test PostgreSQL server. Every name carries the run's id
 * (which starts with its start time), so a run can remove what it made and later runs can remove what a
 * crashed run left behind.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const TEMPLATE_PREFIX = 'hanabi_tpl_';
const CLONE_PREFIX = 'hanabi_test_';
const RUN_NAME = /^hanabi_(?:tpl|test)_(\d+)_/;
/** Older than this, a test database belongs to a run that died before its teardown. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export function newRunId(): string {
  return `${Date.now()}_${randomBytes(3).toString('hex')}`;
}

export function templateName(runId: string): string {
  return `${TEMPLATE_PREFIX}${runId}`;
}

export function cloneName(runId: string): string {
  return `${CLONE_PREFIX}${runId}_${randomBytes(4).toString('hex')}`;
}

/** The server URL with another database name in its path. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A connection to the database named in the URL: CREATE/DROP DATABASE cannot target the current one. */
async function onServer<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

// Our names are [a-z0-9_] only; quoting still keeps them exact.
const quoted = (name: string) => `"${name}"`;

export async function createDatabaseOnServer(serverUrl: string, name: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE ${quoted(template)}` : '';
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${quoted(name)}${from}`));
}

export async function dropDatabasesOnServer(serverUrl: string, names: string[]): Promise<void> {
  await onServer(serverUrl, async (client) => {
    // FORCE: a test that forgot to close its connections must not keep its database alive.
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  });
}

async function testDatabaseNames(serverUrl: string): Promise<string[]> {
  const result = await onServer(serverUrl, (client) =>
    client.query<{ datname: string }>(`select datname from pg_database where datname ~ '^hanabi_(tpl|test)_[0-9]+_'`),
  );
  return result.rows.map((row) => row.datname);
}

/** Drops this run's template and every clone of it, including those a test forgot to close. */
export async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  const names = await testDatabaseNames(serverUrl);
  await dropDatabasesOnServer(
    serverUrl,
    names.filter((name) => name === templateName(runId) || name.startsWith(`${CLONE_PREFIX}${runId}_`)),
  );
}

/** Drops test databases of runs that started more than a day ago: they crashed before cleaning up. */
export async function dropStaleDatabases(serverUrl: string): Promise<void> {
  const names = await testDatabaseNames(serverUrl);
  const cutoff = Date.now() - STALE_AFTER_MS;
  await dropDatabasesOnServer(
    serverUrl,
    names.filter((name) => Number(RUN_NAME.exec(name)?.[1] ?? Number.POSITIVE_INFINITY) < cutoff),
  );
}
