/**
 * Rankings and recommendations (decision 0019). Scores come from activity the database records: each
 * started playback counts 1 and each completed purchase counts 3, over the period before now.
 */
import { z } from 'zod';
import { RANKING_PERIODS, titleFiltersSchema, titleListQuerySchema } from './catalogue-query.ts';
import { pagedList } from './envelope.ts';
import { resourceIdListSchema } from './ids.ts';
import { titleCardSchema } from './titles.ts';

export const rankingQuerySchema = titleListQuerySchema.omit({ sort: true }).extend({
  period: z.enum(RANKING_PERIODS).default('weekly'),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

export const rankedTitleSchema = titleCardSchema.extend({
  rank: z.number().int().min(1),
  score: z.number().int(),
  views: z.number().int(),
  purchases: z.number().int(),
});
export type RankedTitle = z.infer<typeof rankedTitleSchema>;
/** GET /v1/title/rankings */
export const rankingListSchema = pagedList(rankedTitleSchema);
export type RankingList = z.infer<typeof rankingListSchema>;

const genreRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /v1/title/ranking_by_genres: the top titles of every genre that has activity, genres in display order. */
export const rankingByGenresQuerySchema = titleFiltersSchema.omit({ genre_id: true }).extend({
  period: z.enum(RANKING_PERIODS).default('weekly'),
  per_genre: z.coerce.number().int().min(1).max(20).default(10),
});
export type RankingByGenresQuery = z.infer<typeof rankingByGenresQuerySchema>;
export const rankingByGenresSchema = z.object({
  genres: z.array(z.object({ genre: genreRefSchema, items: z.array(rankedTitleSchema) })),
});
export type RankingByGenres = z.infer<typeof rankingByGenresSchema>;

/** Comma-separated title ids (the watched-title and interested_titles cookies), at most 50. */
const titleIdListSchema = resourceIdListSchema(50, 'title_ids must be up to 50 comma-separated ids');

/**
 * GET /v1/recommended_titles: at most 6 titles per genre (spec §9). Genres of the titles in `title_ids`
 * come first; titles already in `title_ids` are left out; within a genre, the most popular first. The editors'
 * picks in force lead, before the genres.
 */
export const RECOMMENDED_TITLES_PER_GENRE = 6;
export const recommendedTitlesQuerySchema = titleFiltersSchema.omit({ genre_id: true }).extend({
  title_ids: titleIdListSchema.optional(),
  genres: z.coerce.number().int().min(1).max(20).default(8),
});
export type RecommendedTitlesQuery = z.infer<typeof recommendedTitlesQuerySchema>;
export const recommendedTitlesSchema = z.object({
  picks: z
    .array(titleCardSchema)
    .describe('the editors’ picks in force, in their order; the genres never repeat them (decision 0064)'),
  genres: z.array(
    z.object({ genre: genreRefSchema, titles: z.array(titleCardSchema).max(RECOMMENDED_TITLES_PER_GENRE) }),
  ),
});
export type RecommendedTitles = z.infer<typeof recommendedTitlesSchema>;
