import { rankingListSchema, rankingQuerySchema } from '@hanabi/contract';
import { titleListRoute } from '../catalogue/title-list-route.ts';
import type { RankingsService } from './rankings.service.ts';

/** GET /v1/title/rankings — listable titles by activity over a period, best first, paged. */
export const listRankingsRoute = titleListRoute({
  url: '/v1/title/rankings',
  summary: 'Titles ranked by activity over a period',
  description:
    'Score = started playbacks + 3 × completed purchases over the day, 7 days or 30 days before now ' +
    '(`period`, weekly by default). Only titles with a score above 0, best first, ties by reading order ' +
    'then id; `rank` continues across pages.',
  querystring: rankingQuerySchema,
  contents: rankingListSchema,
  list: (service: RankingsService, query, scope) => service.listRankings(query, scope),
});
