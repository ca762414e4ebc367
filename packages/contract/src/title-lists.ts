/**
 * Answers of the time-bound and editorial title lists (decision 0019). Every item is a title card plus
 * the one fact its list is about. Times are ISO 8601 in Japan time; "now" is the server's (X-Debug-Time
 * outside production).
 */
import { z } from 'zod';
import { titleFiltersSchema, titleListQuerySchema } from './catalogue-query.ts';
import { pagedList, paginationQuerySchema } from './envelope.ts';
import { titleCardSchema } from './titles.ts';

const isoTime = z.string().describe('ISO 8601, Japan time');

const latestEpisodeSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  prefix_name: z.string(),
  name: z.string(),
  released_at: isoTime,
});

/** GET /v1/title/newly_updates: titles by their latest released episode, newest first. */
export const titleUpdateSchema = titleCardSchema.extend({ latest_episode: latestEpisodeSchema });
export const titleUpdateListSchema = pagedList(titleUpdateSchema);
export type TitleUpdateList = z.infer<typeof titleUpdateListSchema>;

/**
 * GET /v1/title/scheduled_deliveries: titles that start after now, or whose next episode is released
 * after now, soonest first. `next_episode` is null when the title itself is what starts.
 */
export const scheduledDeliverySchema = titleCardSchema.extend({
  delivery_at: isoTime,
  next_episode: latestEpisodeSchema.nullable(),
});
export const scheduledDeliveryListSchema = pagedList(scheduledDeliverySchema);
export type ScheduledDeliveryList = z.infer<typeof scheduledDeliveryListSchema>;

/** GET /v1/title/scheduled_end_deliveries: titles whose distribution ends within `within_days`, soonest first. */
export const scheduledEndQuerySchema = titleListQuerySchema.extend({
  within_days: z.coerce.number().int().min(1).max(90).default(30),
});
export type ScheduledEndQuery = z.infer<typeof scheduledEndQuerySchema>;
export const scheduledEndSchema = titleCardSchema.extend({ available_until: isoTime });
export const scheduledEndListSchema = pagedList(scheduledEndSchema);
export type ScheduledEndList = z.infer<typeof scheduledEndListSchema>;

/**
 * GET /v1/title/est_deliveries and GET /v1/festa/recommended_titles: titles with episodes sold on their
 * own (electronic sell-through), with the lowest such price.
 */
export const estTitleSchema = titleCardSchema.extend({ lowest_price_points: z.number().int() });
export const estTitleListSchema = pagedList(estTitleSchema);
export type EstTitleList = z.infer<typeof estTitleListSchema>;

export const EXCLUSIVE_KINDS = ['exclusive', 'early'] as const;
/** GET /v1/title/exclusives: titles distributed only here (独占) or here first (先行) right now. */
export const exclusiveTitleSchema = titleCardSchema.extend({
  exclusive: z.object({ kind: z.enum(EXCLUSIVE_KINDS), starts_at: isoTime, ends_at: isoTime }),
});
export const exclusiveTitleListSchema = pagedList(exclusiveTitleSchema);
export type ExclusiveTitleList = z.infer<typeof exclusiveTitleListSchema>;

/** GET /v1/free_titles: titles with at least one free episode, latest free episode first. */
export const freeTitleSchema = titleCardSchema.extend({ free_episode_count: z.number().int() });
export const freeTitleListSchema = pagedList(freeTitleSchema);
export type FreeTitleList = z.infer<typeof freeTitleListSchema>;

/** GET /v1/title/features: running features, each with its first titles. */
export const featureListQuerySchema = paginationQuerySchema.extend({
  ...titleFiltersSchema.shape,
  titles_per_feature: z.coerce.number().int().min(1).max(24).default(12),
});
export type FeatureListQuery = z.infer<typeof featureListQuerySchema>;
export const featureSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  starts_at: isoTime,
  ends_at: isoTime,
  title_count: z.number().int(),
  titles: z.array(titleCardSchema),
});
export const featureListSchema = pagedList(featureSchema);
export type FeatureList = z.infer<typeof featureListSchema>;
