/**
 * The demo's campaign pages (/campaigns/{slug}, decision 0023): numbered campaigns, advert tokens, features
 * and lists, some in the landing layout, some behind the age check. The content is data in
 * ./data/campaigns.json; its periods are days relative to the seed's reference date, like every demo date.
 * Campaigns are matched by slug; their title lists are replaced as a whole.
 */
import { CAMPAIGN_LAYOUTS, campaignSlugSchema } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { campaigns, campaignTitles, titles } from '@hanabi/db';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import data from './data/campaigns.json' with { type: 'json' };
import type { SeedPlan } from './plan.ts';
import { idOf, updateFromExcluded } from './upsert.ts';

const demoCampaignSchema = z
  .object({
    slug: campaignSlugSchema,
    name: z.string().min(1),
    lead: z.string(),
    body: z.string(),
    layout: z.enum(CAMPAIGN_LAYOUTS),
    requiresAgePermission: z.boolean(),
    listed: z.boolean(),
    /** Days from the reference date to the start (negative: already running) and to the end of its period. */
    startsInDays: z.number(),
    endsInDays: z.number(),
    /** Demo title slugs, in the order the page shows them. */
    titles: z.array(z.string()).min(1),
  })
  .refine((campaign) => campaign.startsInDays < campaign.endsInDays, 'a period must end after it starts');
export type DemoCampaign = z.infer<typeof demoCampaignSchema>;

// Typed as unknown: the schema, not TypeScript's reading of the JSON, decides what the data is.
const campaignData: unknown = data;
export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = z
  .object({ campaigns: z.array(demoCampaignSchema) })
  .parse(campaignData).campaigns;

export interface PlannedCampaign {
  row: Omit<typeof campaigns.$inferInsert, 'id'>;
  titleSlugs: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The campaigns' rows, dated from `referenceDate`. Every title they name must be in the plan, and a campaign
 * behind the age check names mature titles only, any other general titles only (what the API shows of them).
 */
export function planDemoCampaigns(
  demo: readonly DemoCampaign[],
  plan: SeedPlan,
  referenceDate: Date,
): PlannedCampaign[] {
  const groups = new Map(plan.titles.map((title) => [title.row.slug, title.row.displayGroup]));
  return demo.map(({ titles: titleSlugs, startsInDays, endsInDays, ...campaign }) => {
    const expected = campaign.requiresAgePermission ? 'mature_group' : 'general_group';
    // A mistake in hand-written content should name the culprit, not surface as a missing id.
    for (const slug of titleSlugs) {
      const group = groups.get(slug);
      if (group === undefined)
        throw new Error(`Demo campaign "${campaign.slug}" names the title "${slug}", which the catalogue lacks.`);
      if (group !== expected)
        throw new Error(`Demo campaign "${campaign.slug}" names the title "${slug}" of ${group}, not ${expected}.`);
    }
    return {
      row: {
        ...campaign,
        startsAt: new Date(referenceDate.getTime() + startsInDays * DAY_MS),
        endsAt: new Date(referenceDate.getTime() + endsInDays * DAY_MS),
      },
      titleSlugs,
    };
  });
}

/** Upserts the campaigns by slug and replaces their titles. */
export async function writeDemoCampaigns(tx: AppDatabase, planned: readonly PlannedCampaign[]): Promise<void> {
  if (planned.length === 0) return;
  const written = await tx
    .insert(campaigns)
    .values(planned.map((campaign) => campaign.row))
    .onConflictDoUpdate({ target: campaigns.slug, set: updateFromExcluded(campaigns, ['id', 'slug']) })
    .returning({ id: campaigns.id, slug: campaigns.slug });
  const campaignIds = new Map(written.map((row) => [row.slug, row.id]));
  await tx.delete(campaignTitles).where(inArray(campaignTitles.campaignId, [...campaignIds.values()]));
  const slugs = [...new Set(planned.flatMap((campaign) => campaign.titleSlugs))];
  const titleRows = await tx
    .select({ id: titles.id, slug: titles.slug })
    .from(titles)
    .where(inArray(titles.slug, slugs));
  const titleIds = new Map(titleRows.map((row) => [row.slug, row.id]));
  await tx.insert(campaignTitles).values(
    planned.flatMap((campaign) =>
      campaign.titleSlugs.map((slug, position) => ({
        campaignId: idOf(campaignIds, campaign.row.slug),
        titleId: idOf(titleIds, slug),
        position,
      })),
    ),
  );
}
