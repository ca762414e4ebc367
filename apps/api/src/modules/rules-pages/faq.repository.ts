/** FAQ entries (decision 0055): the viewer's published ones and the console's paged, searched list. */
import type { AdminFaqEntry, AdminFaqForm, FaqEntryAnswer, FaqTopicId } from '@hanabi/contract';
import { type AppDatabase, faqEntries } from '@hanabi/db';
import { and, asc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { containingPattern } from '../../lib/like-pattern.ts';

export type FaqRow = typeof faqEntries.$inferSelect;

export function faqEntryOf(row: FaqRow): FaqEntryAnswer {
  return {
    number: row.number,
    topic: row.topic as FaqTopicId,
    question: row.question,
    answer: row.answer,
    position: row.position,
    related: row.related,
  };
}

export function adminFaqEntryOf(row: FaqRow): AdminFaqEntry {
  return { ...faqEntryOf(row), id: row.id, draft: row.draft, updated_at: row.updatedAt.toISOString() };
}

const columnsOf = (form: AdminFaqForm, at: Date) => ({ ...form, updatedAt: at });

export function createFaqRepository(db: AppDatabase) {
  return {
    /** Every published entry, by topic then place then number. */
    published: () =>
      db
        .select()
        .from(faqEntries)
        .where(eq(faqEntries.draft, false))
        .orderBy(asc(faqEntries.topic), asc(faqEntries.position), asc(faqEntries.number)),

    async publishedByNumber(number: number): Promise<FaqRow | undefined> {
      const [row] = await db
        .select()
        .from(faqEntries)
        .where(and(eq(faqEntries.number, number), eq(faqEntries.draft, false)));
      return row;
    },

    /** By number; `q` matches part of the question or the answer, or the number itself. */
    async list(q: string | undefined, window: { limit: number; offset: number }) {
      const number = q && /^\d{1,5}$/.test(q) ? Number(q) : null;
      const where: SQL | undefined = q
        ? or(
            ilike(faqEntries.question, containingPattern(q)),
            ilike(faqEntries.answer, containingPattern(q)),
            number === null ? undefined : eq(faqEntries.number, number),
          )
        : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(faqEntries)
          .where(where)
          .orderBy(asc(faqEntries.number))
          .limit(window.limit)
          .offset(window.offset),
        db.$count(faqEntries, where),
      ]);
      return { rows, total };
    },

    async find(id: number): Promise<FaqRow | undefined> {
      const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
      return row;
    },

    async lock(id: number): Promise<FaqRow | undefined> {
      const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
      return row;
    },

    numberTaken: async (number: number, except: number | null) =>
      (await db.$count(
        faqEntries,
        except === null ? eq(faqEntries.number, number) : and(eq(faqEntries.number, number), ne(faqEntries.id, except)),
      )) > 0,

    async insert(form: AdminFaqForm, at: Date): Promise<FaqRow> {
      const [row] = await db.insert(faqEntries).values(columnsOf(form, at)).returning();
      if (!row) throw new Error('insert returned no FAQ entry');
      return row;
    },

    async update(id: number, form: AdminFaqForm, at: Date): Promise<FaqRow | undefined> {
      const [row] = await db.update(faqEntries).set(columnsOf(form, at)).where(eq(faqEntries.id, id)).returning();
      return row;
    },

    remove: (id: number) => db.delete(faqEntries).where(eq(faqEntries.id, id)),
  };
}
