/** Dynamic landing pages as editors see them (decision 0063): every page whatever its window, with its number of titles. */
import type { AdminDynamicLandingForm } from '@hanabi/contract';
import { type AppDatabase, dynamicLandings, dynamicLandingTitles } from '@hanabi/db';
import { asc, count, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import { containingPattern } from '../../lib/like-pattern.ts';

export type LandingRow = typeof dynamicLandings.$inferSelect;

/** What the audit log keeps of a landing page: the form's values, in the API's words. */
export function landingFormOf(row: LandingRow) {
  return {
    slug: row.slug,
    heading: row.heading,
    lead: row.lead,
    layout: row.layout,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

const columnsOf = (form: AdminDynamicLandingForm) => ({
  slug: form.slug,
  heading: form.heading,
  lead: form.lead,
  layout: form.layout,
  startsAt: new Date(form.starts_at),
  endsAt: new Date(form.ends_at),
});

export function createAdminDynamicLandingsRepository(db: AppDatabase) {
  return {
    /** Last starting first; `q` matches part of the heading or the slug. */
    async list(q: string | undefined, window: { limit: number; offset: number }) {
      const where: SQL | undefined = q
        ? or(ilike(dynamicLandings.heading, containingPattern(q)), ilike(dynamicLandings.slug, containingPattern(q)))
        : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({ ...getTableColumns(dynamicLandings), titleCount: count(dynamicLandingTitles.titleId) })
          .from(dynamicLandings)
          .leftJoin(dynamicLandingTitles, eq(dynamicLandingTitles.landingId, dynamicLandings.id))
          .where(where)
          .groupBy(dynamicLandings.id)
          .orderBy(asc(dynamicLandings.slug))
          .limit(window.limit)
          .offset(window.offset),
        db.$count(dynamicLandings, where),
      ]);
      return { rows, total };
    },

    async find(id: number): Promise<LandingRow | undefined> {
      const [row] = await db.select().from(dynamicLandings).where(eq(dynamicLandings.id, id));
      return row;
    },

    /** The page's row, held until the transaction ends. */
    async lock(id: number): Promise<LandingRow | undefined> {
      const [row] = await db.select().from(dynamicLandings).where(eq(dynamicLandings.id, id)).for('update');
      return row;
    },

    async insert(form: AdminDynamicLandingForm): Promise<number> {
      const [row] = await db.insert(dynamicLandings).values(columnsOf(form)).returning({ id: dynamicLandings.id });
      if (!row) throw new Error('dynamic landing not inserted');
      return row.id;
    },

    async update(id: number, form: AdminDynamicLandingForm): Promise<void> {
      await db.update(dynamicLandings).set(columnsOf(form)).where(eq(dynamicLandings.id, id));
    },

    /** Its titles go with it (the foreign key cascades). */
    async remove(id: number): Promise<void> {
      await db.delete(dynamicLandings).where(eq(dynamicLandings.id, id));
    },
  };
}
