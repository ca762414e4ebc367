/**
 * The demo's editorial rows (decision 0019): features (「特集」) with their titles, and exclusive windows
 * (「独占」「先行」). The content is data in ./data/features.json; its times are days relative to the seed's
 * reference date, like the catalogue's, so the demo always has features running, one to come, and titles
 * exclusive right now. Titles are named by slug and must be in the catalogue seeded alongside.
 */
import { EXCLUSIVE_KINDS } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { features, featureTitles, titleExclusives, titles } from '@hanabi/db';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import data from './data/features.json' with { type: 'json' };
import { chunks, idOf, updateFromExcluded } from './upsert.ts';

const slugSchema = z.string().regex(/^[a-z0-9-]+$/);
/** Days after the reference date (negative: before). */
const windowSchema = z
  .object({ startsInDays: z.number(), endsInDays: z.number() })
  .refine((window) => window.startsInDays < window.endsInDays, 'a window must end after it starts');

const demoEditorialSchema = z.object({
  features: z.array(
    z.intersection(
      z.object({
        slug: slugSchema,
        name: z.string().min(1),
        description: z.string(),
        titles: z.array(slugSchema).min(1),
      }),
      windowSchema,
    ),
  ),
  exclusives: z.array(z.intersection(z.object({ title: slugSchema, kind: z.enum(EXCLUSIVE_KINDS) }), windowSchema)),
});
export type DemoEditorial = z.infer<typeof demoEditorialSchema>;

// Typed as unknown: the schema, not TypeScript's reading of the JSON, decides what the data is.
const editorialData: unknown = data;
export const DEMO_EDITORIAL: DemoEditorial = demoEditorialSchema.parse(editorialData);
/** For catalogues other than the demo's, whose titles the demo features do not name. */
export const NO_EDITORIAL: DemoEditorial = { features: [], exclusives: [] };

export interface EditorialPlan {
  /** In display order: a feature's position is its index. */
  features: Array<{
    slug: string;
    name: string;
    description: string;
    position: number;
    startsAt: Date;
    endsAt: Date;
    titleSlugs: string[];
  }>;
  exclusives: Array<{
    titleSlug: string;
    kind: DemoEditorial['exclusives'][number]['kind'];
    startsAt: Date;
    endsAt: Date;
  }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Pure, like the catalogue's plan: the same content and date always give the same rows (the seed's fingerprint). */
export function planDemoEditorial(editorial: DemoEditorial, referenceDate: Date): EditorialPlan {
  return {
    features: editorial.features.map((feature, position) => ({
      slug: feature.slug,
      name: feature.name,
      description: feature.description,
      position,
      startsAt: daysAfter(referenceDate, feature.startsInDays),
      endsAt: daysAfter(referenceDate, feature.endsInDays),
      titleSlugs: [...new Set(feature.titles)],
    })),
    exclusives: editorial.exclusives.map((exclusive) => ({
      titleSlug: exclusive.title,
      kind: exclusive.kind,
      startsAt: daysAfter(referenceDate, exclusive.startsInDays),
      endsAt: daysAfter(referenceDate, exclusive.endsInDays),
    })),
  };
}

/**
 * Upserts the features (by slug) and replaces their titles, and upserts the exclusive windows (by title).
 * Rows operators added are left alone.
 * @throws Error naming a slug that is not in the titles table.
 */
export async function writeDemoEditorial(tx: AppDatabase, plan: EditorialPlan): Promise<void> {
  const titleIds = await titleIdsBySlug(tx, [
    ...plan.features.flatMap((feature) => feature.titleSlugs),
    ...plan.exclusives.map((exclusive) => exclusive.titleSlug),
  ]);
  const featureIds = new Map<string, number>();
  for (const chunk of chunks(plan.features.map(({ titleSlugs, ...feature }) => feature))) {
    const rows = await tx
      .insert(features)
      .values(chunk)
      .onConflictDoUpdate({ target: features.slug, set: updateFromExcluded(features, ['id', 'slug']) })
      .returning({ id: features.id, slug: features.slug });
    for (const row of rows) featureIds.set(row.slug, row.id);
  }
  for (const chunk of chunks([...featureIds.values()])) {
    await tx.delete(featureTitles).where(inArray(featureTitles.featureId, chunk));
  }
  const featureTitleRows = plan.features.flatMap((feature) =>
    feature.titleSlugs.map((slug, position) => ({
      featureId: idOf(featureIds, feature.slug),
      titleId: idOf(titleIds, slug),
      position,
    })),
  );
  for (const chunk of chunks(featureTitleRows)) await tx.insert(featureTitles).values(chunk);
  const exclusiveRows = plan.exclusives.map(({ titleSlug, ...exclusive }) => ({
    ...exclusive,
    titleId: idOf(titleIds, titleSlug),
  }));
  for (const chunk of chunks(exclusiveRows)) {
    await tx
      .insert(titleExclusives)
      .values(chunk)
      .onConflictDoUpdate({ target: titleExclusives.titleId, set: updateFromExcluded(titleExclusives, ['titleId']) });
  }
}

async function titleIdsBySlug(tx: AppDatabase, slugs: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(slugs)];
  const ids = new Map<string, number>();
  for (const chunk of chunks(wanted)) {
    const rows = await tx.select({ id: titles.id, slug: titles.slug }).from(titles).where(inArray(titles.slug, chunk));
    for (const row of rows) ids.set(row.slug, row.id);
  }
  // Mistakes in hand-written content should name the culprit, not surface as a foreign-key error.
  const missing = wanted.find((slug) => !ids.has(slug));
  if (missing) throw new Error(`Demo features: the title "${missing}" is not in the catalogue.`);
  return ids;
}
