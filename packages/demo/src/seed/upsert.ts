/** Small helpers for the seed's bulk upserts. */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * The ON CONFLICT … DO UPDATE assignments that copy every column except `keep` and generated ones from
 * the proposed row (`excluded`), plus a fresh updated_at when the table has one.
 */
export function updateFromExcluded<T extends PgTable>(
  table: T,
  keep: ReadonlyArray<keyof T['_']['columns']>,
): PgUpdateSetSource<T> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(key) || key === 'createdAt' || column.generated) continue;
    set[key] = key === 'updatedAt' ? sql`now()` : sql`excluded.${sql.identifier(column.name)}`;
  }
  return set as PgUpdateSetSource<T>;
}

// PostgreSQL takes at most 65,535 parameters per statement; 1,000 rows of ~15 columns stay well below.
const ROWS_PER_STATEMENT = 1000;

/** `rows` in slices small enough for one statement; none at all for an empty list (Drizzle refuses empty inserts). */
export function* chunks<Row>(rows: readonly Row[]): Generator<Row[]> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    yield rows.slice(start, start + ROWS_PER_STATEMENT);
  }
}

/** Looks up an id that the same transaction just wrote; a miss is a bug in the seed, not in the data. */
export function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed: no id was written for "${key}".`);
  return id;
}
