/**
 * Features as editors see them (decision 0043's console, decision 0063): every feature whatever its window,
 * with its titles in order, drafts of none. Built on a transaction to work inside it.
 */
import type { AdminFeatureForm } from '@hanabi/contract';
import { type AppDatabase, features, featureTitles, titles } from '@hanabi/db';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { containingPattern } from '../../lib/like-pattern.ts';

export type FeatureRow = typeof features.$inferSelect;
export type FeatureListRow = FeatureRow & { titleCount: number };

/** What the audit log keeps of a feature: the form's values, in the API's words. */
export function featureFormOf(row: FeatureRow) {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    position: row.position,
  };
}

const columnsOf = (form: AdminFeatureForm) => ({
  slug: form.slug,
  name: form.name,
  description: form.description,
  startsAt: new Date(form.starts_at),
  endsAt: new Date(form.ends_at),
  position: form.position,
});

export function createAdminFeaturesRepository(db: AppDatabase) {
  return {
    /** By place on the home page, then start; `q` matches part of the name or the slug. */
    async list(q: string | undefined, window: { limit: number; offset: number }) {
      const where: SQL | undefined = q
        ? or(ilike(features.name, containingPattern(q)), ilike(features.slug, containingPattern(q)))
        : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({
            id: features.id,
            slug: features.slug,
            name: features.name,
            description: features.description,
            position: features.position,
            startsAt: features.startsAt,
            endsAt: features.endsAt,
            titleCount: count(featureTitles.titleId),
          })
          .from(features)
          .leftJoin(featureTitles, eq(featureTitles.featureId, features.id))
          .where(where)
          .groupBy(features.id)
          .orderBy(asc(features.position), asc(features.startsAt), asc(features.id))
          .limit(window.limit)
          .offset(window.offset),
        db.$count(features, where),
      ]);
      return { rows: rows satisfies FeatureListRow[], total };
    },

    async find(id: number): Promise<FeatureRow | undefined> {
      const [row] = await db.select().from(features).where(eq(features.id, id));
      return row;
    },

    /** The feature's row, held until the transaction ends. */
    async lock(id: number): Promise<FeatureRow | undefined> {
      const [row] = await db.select().from(features).where(eq(features.id, id)).for('update');
      return row;
    },

    async titlesOf(id: number): Promise<Array<{ id: number; name: string }>> {
      return db
        .select({ id: titles.id, name: titles.name })
        .from(featureTitles)
        .innerJoin(titles, eq(titles.id, featureTitles.titleId))
        .where(eq(featureTitles.featureId, id))
        .orderBy(asc(featureTitles.position), asc(titles.id));
    },

    async slugTaken(slug: string, except: number | null): Promise<boolean> {
      const where = except === null ? eq(features.slug, slug) : and(eq(features.slug, slug), ne(features.id, except));
      return (await db.$count(features, where)) > 0;
    },

    /** Which of `ids` name no title. */
    async unknownTitles(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db
        .select({ id: titles.id })
        .from(titles)
        .where(inArray(titles.id, [...ids]));
      const known = new Set(found.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },

    async insert(form: AdminFeatureForm): Promise<number> {
      const [row] = await db.insert(features).values(columnsOf(form)).returning({ id: features.id });
      if (!row) throw new Error('feature not inserted');
      return row.id;
    },

    async update(id: number, form: AdminFeatureForm): Promise<void> {
      await db.update(features).set(columnsOf(form)).where(eq(features.id, id));
    },

    /** Its titles go with it (the foreign key cascades). */
    async remove(id: number): Promise<void> {
      await db.delete(features).where(eq(features.id, id));
    },

    /** The whole list replaced: positions 1, 2, … in the order given. */
    async replaceTitles(id: number, titleIds: readonly number[]): Promise<void> {
      await db.delete(featureTitles).where(eq(featureTitles.featureId, id));
      if (titleIds.length === 0) return;
      await db
        .insert(featureTitles)
        .values(titleIds.map((titleId, index) => ({ featureId: id, titleId, position: index + 1 })));
    },
  };
}
