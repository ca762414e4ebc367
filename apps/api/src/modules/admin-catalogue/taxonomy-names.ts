/** The one-name-each rule of genres, genre groups and tags: 409 in Japanese when a name is taken. */
import { CATALOGUE_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, lockUntilCommit } from '@hanabi/db';
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ApiError } from '../../lib/api-error.ts';

/**
 * 409 when another row of `table` (but `except`) has the name. Checked under a lock on the table's names, so
 * two saves cannot both pass; the unique index stays the last word.
 */
export async function requireFreeName(
  tx: AppDatabase,
  table: PgTable & { id: PgColumn; name: PgColumn },
  lockKey: string,
  name: string,
  except?: number,
): Promise<void> {
  await lockUntilCommit(tx, lockKey);
  const taken = await tx.$count(
    table,
    and(eq(table.name, name), except === undefined ? undefined : ne(table.id, except)),
  );
  if (taken > 0) {
    throw new ApiError('conflict', {
      message: CATALOGUE_MESSAGES.nameTaken,
      details: [{ field: 'body.name', reason: 'taken' }],
    });
  }
}
