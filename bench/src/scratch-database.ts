/**
 * A database of the benchmark's own on a PostgreSQL server: created empty, migrated, and dropped at the end,
 * so a run never reads or writes the data of any other database on that server.
 */
import { randomBytes } from 'node:crypto';
import { createDatabase, type Database, migrateDatabase } from '@hanabi/db';

export interface ScratchDatabase {
  name: string;
  database: Database;
  /** Closes the connections and drops the database. Calling it again does nothing. */
  drop(): Promise<void>;
}

/** Runs one statement on the database the URL names: CREATE and DROP DATABASE cannot target their own. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const server = await createDatabase({ url: serverUrl });
  try {
    if (server.kind !== 'postgres') throw new Error(`${serverUrl} is not a PostgreSQL server`);
    await server.pool.query(statement);
  } finally {
    await server.close();
  }
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  // The start time leads the name, so that one left behind by a killed run tells when it was made.
  const name = `hanabi_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  let dropping: Promise<void> | undefined;
  const drop = () => {
    dropping ??= (async () => {
      await database?.close();
      // FORCE: connections still open (a request cut short) must not keep the database alive.
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    })();
    return dropping;
  };
  try {
    database = await createDatabase({ url: url.toString() });
    await migrateDatabase(database);
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, database, drop };
}
