/**
 * Merging one genre or tag into another (decision 0046): in one transaction, both rows locked in id order (so
 * two merges of the same pair in opposite directions cannot deadlock), the merged one's titles linked to the
 * other (a title carrying both keeps one link), the merged one removed, and the merge audited with the titles
 * it moved. Answers the one merged into, with its new title count.
 */
import { type AppDatabase, appendAuditEntry } from '@hanabi/db';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';

interface Term {
  id: number;
  name: string;
  title_count: number;
}

export interface MergeableTaxonomy<T extends Term> {
  /** The audit log's target type; the operation is `<kind>.merge`. */
  kind: 'genre' | 'tag';
  table: PgTable & { id: PgColumn };
  /** The table linking titles to it: its title column and its own. */
  links: { table: PgTable; titleId: PgColumn; termId: PgColumn };
  /** The row, held until commit when `lock`; 404 in Japanese when unknown. */
  find: (tx: AppDatabase, id: number, lock: boolean) => Promise<T>;
  /** 400 when asked to merge into itself: the message and the body field. */
  intoItself: { message: string; field: string };
}

export function mergeTaxonomy<T extends Term>(
  db: AppDatabase,
  actor: AuditActor,
  taxonomy: MergeableTaxonomy<T>,
  id: number,
  intoId: number,
): Promise<T> {
  const { kind, table, links, find, intoItself } = taxonomy;
  if (id === intoId) {
    throw new ApiError('badRequest', {
      message: intoItself.message,
      details: [{ field: intoItself.field, reason: 'same' }],
    });
  }
  return db.transaction(async (tx) => {
    const lower = await find(tx, Math.min(id, intoId), true);
    const higher = await find(tx, Math.max(id, intoId), true);
    const merged = id < intoId ? lower : higher;
    const moved = await tx
      .select({ titleId: sql<number>`${links.titleId}`.mapWith(Number) })
      .from(links.table)
      .where(eq(links.termId, id));
    await tx.execute(
      sql`insert into ${links.table} (${sql.identifier(links.titleId.name)}, ${sql.identifier(links.termId.name)})
        select ${links.titleId}, ${intoId} from ${links.table} where ${links.termId} = ${id}
        on conflict do nothing`,
    );
    // The merged one's own links go with it (on delete cascade).
    await tx.delete(table).where(eq(table.id, id));
    const into = await find(tx, intoId, false);
    await appendAuditEntry(tx, {
      ...actor,
      operation: `${kind}.merge`,
      targetType: kind,
      targetId: id,
      before: { [kind]: { id: merged.id, name: merged.name }, title_ids: moved.map(({ titleId }) => titleId) },
      after: { into: { id: into.id, name: into.name }, title_count: into.title_count },
    });
    return into;
  });
}
