/**
 * Rules revisions (decision 0055). Viewers see published revisions already in force; the console sees every
 * revision of a document, drafts included, with its author.
 */
import type { AdminRulesRevision, RulesDocument, RulesRevision, RulesRevisionSummary } from '@hanabi/contract';
import { type AppDatabase, operators, rulesRevisions } from '@hanabi/db';
import { and, desc, eq, isNotNull, lte, type SQL } from 'drizzle-orm';

export type RulesRevisionRow = typeof rulesRevisions.$inferSelect;

export function revisionSummaryOf(row: RulesRevisionRow): RulesRevisionSummary {
  return { id: row.id, effective_on: row.effectiveOn, published_at: row.publishedAt?.toISOString() ?? null };
}

export function revisionOf(row: RulesRevisionRow): RulesRevision {
  return { ...revisionSummaryOf(row), document: row.document as RulesDocument, body: row.body };
}

/** Published and in force on `today` (a Japan date) or before. */
const inForce = (document: RulesDocument, today: string): SQL | undefined =>
  and(
    eq(rulesRevisions.document, document),
    isNotNull(rulesRevisions.publishedAt),
    lte(rulesRevisions.effectiveOn, today),
  );
const newestFirst = [desc(rulesRevisions.effectiveOn), desc(rulesRevisions.id)];

export function createRulesRepository(db: AppDatabase) {
  return {
    /** Every revision in force today or before, newest first: the first is the one in force. */
    history: (document: RulesDocument, today: string) =>
      db
        .select()
        .from(rulesRevisions)
        .where(inForce(document, today))
        .orderBy(...newestFirst),

    async publishedById(document: RulesDocument, id: number, today: string): Promise<RulesRevisionRow | undefined> {
      const [row] = await db
        .select()
        .from(rulesRevisions)
        .where(and(inForce(document, today), eq(rulesRevisions.id, id)));
      return row;
    },

    /** Every revision of the document, drafts included, newest first, with its author's name. */
    async list(document: RulesDocument, window: { limit: number; offset: number }) {
      const where = eq(rulesRevisions.document, document);
      const [rows, total] = await Promise.all([
        db
          .select({ revision: rulesRevisions, author: operators.name })
          .from(rulesRevisions)
          .leftJoin(operators, eq(operators.id, rulesRevisions.authorOperatorId))
          .where(where)
          .orderBy(...newestFirst)
          .limit(window.limit)
          .offset(window.offset),
        db.$count(rulesRevisions, where),
      ]);
      return { rows: rows.map(({ revision, author }) => adminRevisionOf(revision, author)), total };
    },

    async find(id: number): Promise<AdminRulesRevision | undefined> {
      const [row] = await db
        .select({ revision: rulesRevisions, author: operators.name })
        .from(rulesRevisions)
        .leftJoin(operators, eq(operators.id, rulesRevisions.authorOperatorId))
        .where(eq(rulesRevisions.id, id));
      return row && adminRevisionOf(row.revision, row.author);
    },

    async lock(id: number): Promise<RulesRevisionRow | undefined> {
      const [row] = await db.select().from(rulesRevisions).where(eq(rulesRevisions.id, id)).for('update');
      return row;
    },

    publishedOnDay: async (document: string, day: string) =>
      (await db.$count(
        rulesRevisions,
        and(
          eq(rulesRevisions.document, document),
          eq(rulesRevisions.effectiveOn, day),
          isNotNull(rulesRevisions.publishedAt),
        ),
      )) > 0,

    async insert(values: typeof rulesRevisions.$inferInsert): Promise<number> {
      const [row] = await db.insert(rulesRevisions).values(values).returning({ id: rulesRevisions.id });
      if (!row) throw new Error('insert returned no rules revision');
      return row.id;
    },

    update: (id: number, values: Partial<typeof rulesRevisions.$inferInsert>) =>
      db.update(rulesRevisions).set(values).where(eq(rulesRevisions.id, id)),

    remove: (id: number) => db.delete(rulesRevisions).where(eq(rulesRevisions.id, id)),
  };
}

function adminRevisionOf(row: RulesRevisionRow, author: string | null): AdminRulesRevision {
  return { ...revisionOf(row), author, created_at: row.createdAt.toISOString() };
}
