/**
 * The demo's home carousel (decision 0053): a few slides linking to demo titles and campaigns, drawn with the
 * demo's own key art, so that home has a carousel on a fresh start. The content is data in
 * ./data/home-slides.json; windows are days relative to the seed's reference date. Every demo slide has a key:
 * the seed finds its rows again by it when the content changes — keeping an editor's picture and place in the
 * order — and leaves the slides editors made alone.
 */
import { HOME_SLIDE_AUDIENCES } from '@hanabi/contract';
import { type AppDatabase, campaigns, homeSlides, type StoredImage, titles } from '@hanabi/db';
import { keyArtImage } from '@hanabi/media';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import data from './data/home-slides.json' with { type: 'json' };
import type { SeedPlan } from './plan.ts';
import { idOf, updateFromExcluded } from './upsert.ts';

const demoSlideSchema = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/),
    /** A demo title's slug, or a demo campaign's slug with `art`, the title whose key art it shows. */
    title: z.string().optional(),
    campaign: z.string().optional(),
    art: z.string().optional(),
    headline: z.string().min(1),
    line: z.string(),
    audiences: z.array(z.enum(HOME_SLIDE_AUDIENCES)).min(1),
    startsInDays: z.number(),
    endsInDays: z.number().optional(),
  })
  .refine((slide) => (slide.title === undefined) !== (slide.campaign === undefined), 'a title or a campaign')
  .refine((slide) => slide.campaign === undefined || slide.art !== undefined, 'a campaign slide names its art');
export type DemoSlide = z.infer<typeof demoSlideSchema>;

// Typed as unknown: the schema, not TypeScript's reading of the JSON, decides what the data is.
const slideData: unknown = data;
export const DEMO_HOME_SLIDES: readonly DemoSlide[] = z
  .object({ slides: z.array(demoSlideSchema) })
  .parse(slideData).slides;

export interface PlannedSlide {
  row: Omit<typeof homeSlides.$inferInsert, 'id' | 'titleId' | 'campaignId'> & { image: StoredImage };
  titleSlug: string | null;
  campaignSlug: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Pure, like the catalogue's plan: the same content and date always give the same rows (the seed's fingerprint). */
export function planDemoHomeSlides(demo: readonly DemoSlide[], plan: SeedPlan, referenceDate: Date): PlannedSlide[] {
  const titleSlugs = new Set(plan.titles.map((title) => title.row.slug));
  return demo.map((slide, index) => {
    const art = slide.title ?? slide.art ?? '';
    // A mistake in hand-written content should name the culprit, not surface as a missing id.
    if (!titleSlugs.has(art))
      throw new Error(`Demo slide "${slide.key}" names the title "${art}", which the seed lacks.`);
    return {
      row: {
        demoKey: slide.key,
        headline: slide.headline,
        line: slide.line,
        image: keyArtImage(art),
        startsAt: daysAfter(referenceDate, slide.startsInDays),
        endsAt: slide.endsInDays === undefined ? null : daysAfter(referenceDate, slide.endsInDays),
        position: index + 1,
        audiences: [...slide.audiences],
      },
      titleSlug: slide.title ?? null,
      campaignSlug: slide.campaign ?? null,
    };
  });
}

/** Upserts the slides by key; an editor's picture and place in the order stay. */
export async function writeDemoHomeSlides(tx: AppDatabase, planned: readonly PlannedSlide[]): Promise<void> {
  if (planned.length === 0) return;
  const slugsOf = (pick: (slide: PlannedSlide) => string | null) =>
    planned.map(pick).filter((slug): slug is string => slug !== null);
  const titleIds = new Map(
    (
      await tx
        .select({ slug: titles.slug, id: titles.id })
        .from(titles)
        .where(
          inArray(
            titles.slug,
            slugsOf((slide) => slide.titleSlug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  const campaignIds = new Map(
    (
      await tx
        .select({ slug: campaigns.slug, id: campaigns.id })
        .from(campaigns)
        .where(
          inArray(
            campaigns.slug,
            slugsOf((slide) => slide.campaignSlug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  await tx
    .insert(homeSlides)
    .values(
      planned.map(({ row, titleSlug, campaignSlug }) => ({
        ...row,
        titleId: titleSlug === null ? null : idOf(titleIds, titleSlug),
        campaignId: campaignSlug === null ? null : idOf(campaignIds, campaignSlug),
      })),
    )
    .onConflictDoUpdate({
      target: homeSlides.demoKey,
      set: updateFromExcluded(homeSlides, ['id', 'demoKey', 'position', 'image']),
    });
}
