/**
 * Campaign pages (/campaigns/{slug}, /campaign_list; decision 0023). A campaign is data: its layout, its age
 * guard, its period on the server's clock and its titles. Times are ISO 8601 in Japan time.
 */
import { z } from 'zod';
import { DISPLAY_GROUPS } from './constants.ts';
import { pagedList, paginationQuerySchema } from './envelope.ts';
import { titleCardSchema } from './titles.ts';

/** 'default' is the site's layout; 'lp' the landing layout, which sends lite and premium members home. */
export const CAMPAIGN_LAYOUTS = ['default', 'lp'] as const;
export type CampaignLayout = (typeof CAMPAIGN_LAYOUTS)[number];

/** The address of a campaign: a number ('12'), a token ('-1604') or a name ('feature-bl', 'list-dokusen'). */
export const campaignSlugSchema = z
  .string()
  .regex(
    /^-?[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'slug must be lower-case letters and digits in words joined by -, optionally after a leading -',
  )
  .max(64);
export const campaignParamsSchema = z.object({ slug: campaignSlugSchema });

/**
 * GET /v1/campaigns: the listed campaigns running now. Campaigns behind the age check are mature: they are
 * listed only when display_group=mature_group asks for them, as mature titles are.
 */
export const campaignListQuerySchema = paginationQuerySchema.extend({
  display_group: z.enum(DISPLAY_GROUPS).default('general_group'),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

const isoTime = z.string().describe('ISO 8601, Japan time');

export const campaignSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  lead: z.string(),
  layout: z.enum(CAMPAIGN_LAYOUTS),
  requires_age_permission: z.boolean(),
  starts_at: isoTime,
  ends_at: isoTime,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;
export const campaignListSchema = pagedList(campaignSummarySchema);
export type CampaignList = z.infer<typeof campaignListSchema>;

/**
 * GET /v1/campaigns/{slug}: a campaign running now with its titles available now, in the campaign's order
 * (mature titles in a campaign behind the age check, general titles otherwise). 404 outside its period.
 */
export const campaignSchema = campaignSummarySchema.extend({
  /** Plain text; a blank line separates paragraphs. */
  body: z.string(),
  titles: z.array(titleCardSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;
