/**
 * Whether every committed migration is applied, for readiness probes: an instance started before its deploy's
 * migration ran must not take traffic yet. Drizzle's migrator records the `when` of each migration it applied
 * (`drizzle.__drizzle_migrations.created_at`) and applies only those newer than the newest recorded, so the
 * newest record reaching the newest committed migration means nothing is pending.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client.ts';
import { migrationsFolder } from './migrate.ts';

let newestCommitted: number | undefined;

function newestCommittedMigration(): number {
  newestCommitted ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  );
  return newestCommitted;
}

/**
 * True when no committed migration is waiting. Throws when the database cannot be asked (the caller's probe
 * counts that as not ready). A database never migrated has no record table: pending.
 */
export async function migrationsApplied(database: Pick<Database, 'db'>): Promise<boolean> {
  const table = await database.db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return false;
  const newest = await database.db.execute<{ created_at: string | number | null }>(
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const applied = Number(newest.rows[0]?.created_at ?? 0);
  return applied >= newestCommittedMigration();
}

/**
 * `migrationsApplied` for a readiness probe asked every few seconds: once applied, migrations stay applied for
 * the life of the process, so the database is asked only until then.
 */
export function migrationsAppliedCheck(database: Pick<Database, 'db'>): () => Promise<boolean> {
  let applied = false;
  return async () => {
    applied ||= await migrationsApplied(database);
    return applied;
  };
}
