import {
  type RankingByGenres,
  type RankingByGenresQuery,
  type RankingList,
  type RankingQuery,
  type RecommendedTitles,
  type RecommendedTitlesQuery,
  rankingByGenresSchema,
  rankingListSchema,
  recommendedTitlesSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

/**
 * Query of GET /v1/recommended_titles. `title_ids` are the titles the viewer watched or marked (most
 * recent first); they travel as one comma-separated value, the format the API reads.
 */
export type RecommendedTitlesRequest = Partial<Omit<RecommendedTitlesQuery, 'title_ids'>> & {
  title_ids?: readonly number[];
};

export function rankingEndpoints(http: HttpClient) {
  return {
    /** GET /v1/title/rankings — titles by activity over the period (weekly unless asked), best first. */
    getTitleRankings: (query: Partial<RankingQuery> = {}, options?: CallOptions): Promise<RankingList> =>
      http.get('/v1/title/rankings', { ...options, query, schema: rankingListSchema }),

    /** GET /v1/title/ranking_by_genres — the top titles of every genre with activity. */
    getRankingsByGenre: (query: Partial<RankingByGenresQuery> = {}, options?: CallOptions): Promise<RankingByGenres> =>
      http.get('/v1/title/ranking_by_genres', { ...options, query, schema: rankingByGenresSchema }),

    /** GET /v1/recommended_titles — at most 6 titles per genre, the genres of `title_ids` first. */
    getRecommendedTitles: (
      { title_ids, ...query }: RecommendedTitlesRequest = {},
      options?: CallOptions,
    ): Promise<RecommendedTitles> =>
      http.get('/v1/recommended_titles', {
        ...options,
        // An empty list is no list: the API refuses `title_ids=`.
        query: { ...query, title_ids: title_ids?.length ? title_ids.join(',') : undefined },
        schema: recommendedTitlesSchema,
      }),
  };
}

export type RankingEndpoints = ReturnType<typeof rankingEndpoints>;
