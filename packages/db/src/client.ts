/**
 * Opens the database: a PostgreSQL server through node-postgres when a URL is given, otherwise the
 * embedded PGlite (in a data folder, or in memory). Both hand out the same Drizzle type, so repositories
 * never know which one they talk to.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './connection-limits.ts';
import { DatabaseOpenError, describeCause } from './database-open-error.ts';
import * as schema from './schema/index.ts';

interface RowsResult<Row> {
  rows: Row[];
}

/**
 * What `db.execute(sql…)` resolves to. Both drivers' results carry `rows`; naming only that keeps one
 * database type for both (node-postgres' QueryResult and PGlite's Results have nothing else in common).
 */
export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The Drizzle database used by every repository, whichever driver is underneath. Transactions fit too. */
export type AppDatabase = PgDatabase<AppQueryResultHKT, typeof schema>;

interface DatabaseCommon {
  db: AppDatabase;
  /** True when the database answers a trivial query; never throws (for health checks). */
  ping(): Promise<boolean>;
  /** Releases the connections or stops PGlite. Calling it again does nothing. */
  close(): Promise<void>;
}

export interface EmbeddedDatabase extends DatabaseCommon {
  kind: 'pglite';
  client: PGlite;
  /** The whole data folder as an uncompressed tarball, loadable with `createDatabase({ loadDataDir })`. */
  dumpDataDir(): Promise<Blob>;
}

export interface ServerDatabase extends DatabaseCommon {
  kind: 'postgres';
  pool: pg.Pool;
}

export type Database = EmbeddedDatabase | ServerDatabase;

export interface CreateDatabaseOptions {
  /** postgres://… of a PostgreSQL server. When set, the options of the embedded database are ignored. */
  url?: string;
  /** PostgreSQL only: timeouts and pool size; what is left out gets `DEFAULT_CONNECTION_LIMITS`. */
  limits?: Partial<ConnectionLimits>;
  /** PostgreSQL only: where a failed connection is reported (default `console.warn`). */
  warn?: (message: string) => void;
  /** Folder of the embedded database; created when missing. Undefined keeps it in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from instead of an empty cluster (fast test databases). */
  loadDataDir?: Blob | File;
}

export function createDatabase(options: CreateDatabaseOptions): Promise<Database> {
  if (!options.url) return openEmbedded(options.dataDir, options.loadDataDir);
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.limits };
  return openServer(options.url, limits, options.warn ?? ((message) => console.warn(message)));
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= action();
    return done;
  };
}

async function ping(db: AppDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

async function openEmbedded(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<EmbeddedDatabase> {
  let client: PGlite;
  try {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  } catch (cause) {
    // PGlite reports a damaged folder as anything from "failed to initialize" to a WebAssembly abort.
    throw new DatabaseOpenError(embeddedOpenMessage(dataDir, loadDataDir, cause), { cause });
  }
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    client,
    ping: () => ping(db),
    close: once(() => client.close()),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

function embeddedOpenMessage(dataDir: string | undefined, loadDataDir: Blob | undefined, cause: unknown): string {
  const reason = describeCause(cause);
  if (dataDir) {
    const folder = resolve(dataDir);
    return (
      `Cannot open the embedded database in ${folder} (${reason}). Its files are damaged, unreadable or from ` +
      `another PGlite version. To start over with a fresh demo database, stop Hanabi, delete ${folder} and ` +
      `start again; its contents will be lost.`
    );
  }
  if (loadDataDir) return `Cannot load the database snapshot (${reason}). Delete the snapshot and create it again.`;
  return `Cannot start the embedded in-memory database (${reason}).`;
}

async function openServer(
  url: string,
  limits: ConnectionLimits,
  warn: (message: string) => void,
): Promise<ServerDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    // Also how long a query waits for a free connection while all of them are in use.
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // Sent when each connection opens, so they hold for every statement of the session (0 sends nothing).
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  });
  // node-postgres takes the pool's listener off a connection while it is in use (in a transaction, under a
  // query), so a connection lost then would be an 'error' event nobody listens to, which stops the whole
  // process. Every connection gets a listener of its own for its whole life instead: the statement that was
  // running fails with the error (services answer 503, decision 0031) and the pool discards the connection.
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      // A lost connection may report twice (the socket's error, then its end): one warning is enough.
      if (reported) return;
      reported = true;
      warn(`A PostgreSQL connection failed and is discarded: ${error.message}`);
    });
  });
  // The pool repeats an idle connection's failure after removing it; the connection's listener told already.
  pool.on('error', () => {});
  try {
    // Fail now, with a clear message, rather than at the first request.
    await pool.query('select 1');
  } catch (cause) {
    await pool.end();
    throw new DatabaseOpenError(
      `Cannot connect to PostgreSQL at ${redactPassword(url)} (${describeCause(cause)}). Check DATABASE_URL and that the server is running.`,
      { cause },
    );
  }
  const db = drizzleNodePg({ client: pool, schema });
  return { kind: 'postgres', db, pool, ping: () => ping(db), close: once(() => pool.end()) };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}
