import { rankingByGenresQuerySchema, rankingByGenresSchema } from '@hanabi/contract';
import { titleListRoute } from '../catalogue/title-list-route.ts';
import type { RankingsService } from './rankings.service.ts';

/** GET /v1/title/ranking_by_genres — the best titles of every genre with activity over a period. */
export const listRankingsByGenreRoute = titleListRoute({
  url: '/v1/title/ranking_by_genres',
  summary: 'The top titles of each genre over a period',
  description:
    'For every genre with a scored title, in display order (genre group, then genre), its best `per_genre` ' +
    'titles by the score of /v1/title/rankings, ranked from 1 within the genre. Not paged.',
  querystring: rankingByGenresQuerySchema,
  contents: rankingByGenresSchema,
  list: (service: RankingsService, query, scope) => service.listRankingsByGenre(query, scope),
});
