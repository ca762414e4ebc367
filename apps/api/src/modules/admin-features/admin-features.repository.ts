/**
 * Features as editors see them (decision 0043's console, decision 0063): every feature whatever its window,
 * with its number of titles. Built on a transaction to work inside it.
 */
import type { AdminFeatureForm } from '@hanabi/contract';
import { type AppDatabase, features, featureTitles } from '@hanabi/db';
import { asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
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
  };
}
