import { estTitleListSchema, titleListQuerySchema } from '@hanabi/contract';
import { titleListRoute } from '../catalogue/title-list-route.ts';
import type { TitleListsService } from '../title-lists/title-lists.service.ts';

/**
 * GET /v1/festa/recommended_titles — what to spend festa points on: the titles of /v1/title/est_deliveries
 * (episodes sold on their own), the most viewed and bought first.
 */
export const festaRecommendedTitlesRoute = titleListRoute({
  url: '/v1/festa/recommended_titles',
  summary: 'Titles recommended for festa points',
  description:
    'Titles available now with at least one released episode sold on its own, with the lowest such price, ' +
    'most viewed and bought over the last 7 days first (the `popular` sort) unless `sort` says otherwise.',
  querystring: titleListQuerySchema,
  contents: estTitleListSchema,
  list: (service: TitleListsService, { sort = 'popular', ...query }, scope) =>
    service.soldIndividually({ ...query, sort }, scope),
});
