/**
 * One query vocabulary for every catalogue list (decision 0019): the paging of decision 0005, then the
 * same filters everywhere — display group, genre, tag, design type — and one sort vocabulary. A list
 * ignores no filter silently: every list accepts every filter below.
 */
import { z } from 'zod';
import { DESIGN_TYPES, DISPLAY_GROUPS } from './constants.ts';
import { paginationQuerySchema } from './envelope.ts';
import { resourceIdSchema } from './ids.ts';

/**
 * `kana` and `earliest_start_at` are the spec's genre sort patterns (reading order; first available
 * first); `newest` is the latest available first; `popular` is most viewed and bought over the last 7 days.
 */
export const TITLE_SORTS = ['kana', 'earliest_start_at', 'newest', 'popular'] as const;
export type TitleSort = (typeof TITLE_SORTS)[number];

const designTypeSchema = z.coerce
  .number()
  .int()
  .refine((value) => Object.values(DESIGN_TYPES).includes(value as 0 | 1 | 2), 'design_type must be 0, 1 or 2');

/** Filters every title list accepts. Mature titles appear only when display_group=mature_group is asked for. */
export const titleFiltersSchema = z.object({
  display_group: z.enum(DISPLAY_GROUPS).default('general_group'),
  genre_id: resourceIdSchema.optional(),
  tag_id: resourceIdSchema.optional(),
  design_type: designTypeSchema.optional(),
});
export type TitleFilters = z.infer<typeof titleFiltersSchema>;

/** Paging + filters + an optional sort (each list documents its own default order). */
export const titleListQuerySchema = paginationQuerySchema.extend({
  ...titleFiltersSchema.shape,
  sort: z.enum(TITLE_SORTS).optional(),
});
export type TitleListQuery = z.infer<typeof titleListQuerySchema>;

/** Periods over which rankings count activity, and the default. */
export const RANKING_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export const RANKING_PERIOD_DAYS: Record<RankingPeriod, number> = { daily: 1, weekly: 7, monthly: 30 };
