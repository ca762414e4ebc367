/**
 * Explicit orders (genre groups, the genres of a group, tags): the operator sends every item of the list in
 * its new order, and each item's `position` becomes its place in it. A list that no longer matches what the
 * operator saw (an item added, merged or moved meanwhile) is refused rather than half applied.
 */
import { CATALOGUE_MESSAGES } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ApiError } from '../../lib/api-error.ts';

/** 409 unless `ids` names every item of `current` exactly once (the schema already refused repeats). */
export function requireWholeOrder(current: readonly number[], ids: readonly number[]): void {
  const known = new Set(current);
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
    throw new ApiError('conflict', {
      message: CATALOGUE_MESSAGES.staleOrder,
      details: [{ field: 'body.ids', reason: 'stale' }],
    });
  }
}

/** Sets each listed row's `position` to its place in `ids` (1, 2, …), in one statement. */
export async function writePositions(
  tx: AppDatabase,
  table: PgTable & { id: PgColumn },
  ids: readonly number[],
): Promise<void> {
  // One array literal parameter: the same on pg and PGlite, whatever the list's length. The ids are integers.
  const list: SQL = sql`${`{${ids.join(',')}}`}::int[]`;
  await tx.execute(
    sql`update ${table} set ${sql.identifier('position')} = array_position(${list}, ${table.id}) where ${table.id} = any(${list})`,
  );
}
