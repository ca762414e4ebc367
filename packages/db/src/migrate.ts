/**
 * Applies the committed migrations (packages/db/drizzle) with the migrator of the database's driver.
 * Safe to run at every start and from several instances at once: already applied migrations are skipped,
 * and concurrent runs take turns instead of racing to create the same tables.
 */
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Arbitrary constant shared by every Hanabi instance: the advisory lock serialising migrations. */
const MIGRATION_LOCK_KEY = 0x48_4e_42_01;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migrateEmbedded(database.client);
  else await migrateServer(database.pool);
}

/**
 * Drizzle's migrator reads the last applied migration before it opens its transaction, so two runs that
 * interleave both see "nothing applied" and the second fails. On PostgreSQL a session advisory lock makes
 * other instances wait; it lives on one connection, which is closed afterwards: ending the session frees
 * the lock even when the migration failed halfway. That session has no statement or lock timeout: waiting
 * for another instance's migration, or rewriting a large table, is not a stuck request (decision 0031).
 */
async function migrateServer(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('set statement_timeout = 0');
    await connection.query('set lock_timeout = 0');
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
  } finally {
    connection.release(true);
  }
}

// PGlite has a single session, where advisory locks are re-entrant and so never make anyone wait; runs in
// this process queue up behind each other instead (nobody else can open the same data folder).
const embeddedRuns = new WeakMap<PGlite, Promise<void>>();

function migrateEmbedded(client: PGlite): Promise<void> {
  const previous = embeddedRuns.get(client) ?? Promise.resolve();
  const run = previous
    .catch(() => {
      // The earlier run's failure belongs to its caller; this run tries again on its own.
    })
    .then(() => migratePglite(drizzlePglite({ client }), { migrationsFolder }));
  embeddedRuns.set(client, run);
  return run;
}
