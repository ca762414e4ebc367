/**
 * The demo's landing pages (/lp/{slug}, decisions 0019 and 0023): one for every /lp/ name of spec §2, what
 * operators typically assemble, so that every landing has something to show on a fresh start. Their windows are anchored at the
 * catalogue's reference date like every other demo date. Rewritten with the rest of the demo content when it
 * changes (landings are matched by slug; their title lists are replaced as a whole).
 */
import { DYNAMIC_LANDING_LAYOUTS, dynamicLandingQuerySchema } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { dynamicLandings, dynamicLandingTitles, titles } from '@hanabi/db';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import data from './data/landings.json' with { type: 'json' };
import type { SeedPlan } from './plan.ts';
import { idOf, updateFromExcluded } from './upsert.ts';

const demoLandingSchema = z
  .object({
    slug: dynamicLandingQuerySchema.shape.slug,
    heading: z.string().min(1),
    lead: z.string(),
    layout: z.enum(DYNAMIC_LANDING_LAYOUTS),
    /** Days from the reference date to the start (negative: already running) and to the end of its window. */
    startsInDays: z.number(),
    endsInDays: z.number(),
    /** Demo title slugs, in the order the page shows them. */
    titleSlugs: z.array(z.string()).min(1),
  })
  .refine((landing) => landing.startsInDays < landing.endsInDays, 'a window must end after it starts');
export type DemoLanding = z.infer<typeof demoLandingSchema>;

// Typed as unknown: the schema, not TypeScript's reading of the JSON, decides what the data is.
const landingData: unknown = data;
/** One landing for every /lp/ name of spec §2, in ./data/landings.json. */
export const DEMO_LANDINGS: readonly DemoLanding[] = z
  .object({ landings: z.array(demoLandingSchema) })
  .parse(landingData).landings;

export interface PlannedLanding {
  row: Omit<typeof dynamicLandings.$inferInsert, 'id'>;
  titleSlugs: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The landings' rows, dated from `referenceDate`; every title they name must be in the plan. */
export function planDemoLandings(
  landings: readonly DemoLanding[],
  plan: SeedPlan,
  referenceDate: Date,
): PlannedLanding[] {
  const planned = new Set(plan.titles.map((title) => title.row.slug));
  return landings.map(({ titleSlugs, startsInDays, endsInDays, ...landing }) => {
    // A mistake in hand-written content should name the culprit, not surface as a missing id.
    const unknown = titleSlugs.find((slug) => !planned.has(slug));
    if (unknown)
      throw new Error(`Demo landing "${landing.slug}" names the title "${unknown}", which the catalogue lacks.`);
    return {
      row: {
        ...landing,
        startsAt: new Date(referenceDate.getTime() + startsInDays * DAY_MS),
        endsAt: new Date(referenceDate.getTime() + endsInDays * DAY_MS),
      },
      titleSlugs,
    };
  });
}

/** Upserts the landings by slug and replaces their titles. */
export async function writeDemoLandings(tx: AppDatabase, landings: readonly PlannedLanding[]): Promise<void> {
  if (landings.length === 0) return;
  const written = await tx
    .insert(dynamicLandings)
    .values(landings.map((landing) => landing.row))
    .onConflictDoUpdate({
      target: dynamicLandings.slug,
      set: updateFromExcluded(dynamicLandings, ['id', 'slug']),
    })
    .returning({ id: dynamicLandings.id, slug: dynamicLandings.slug });
  const landingIds = new Map(written.map((row) => [row.slug, row.id]));
  await tx.delete(dynamicLandingTitles).where(inArray(dynamicLandingTitles.landingId, [...landingIds.values()]));
  const slugs = [...new Set(landings.flatMap((landing) => landing.titleSlugs))];
  const titleRows = await tx
    .select({ id: titles.id, slug: titles.slug })
    .from(titles)
    .where(inArray(titles.slug, slugs));
  const titleIds = new Map(titleRows.map((row) => [row.slug, row.id]));
  await tx.insert(dynamicLandingTitles).values(
    landings.flatMap((landing) =>
      landing.titleSlugs.map((slug, position) => ({
        landingId: idOf(landingIds, landing.row.slug),
        titleId: idOf(titleIds, slug),
        position,
      })),
    ),
  );
}
