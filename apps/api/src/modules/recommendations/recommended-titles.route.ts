import { recommendedTitlesQuerySchema, recommendedTitlesSchema } from '@hanabi/contract';
import { titleListRoute } from '../catalogue/title-list-route.ts';
import type { RecommendationsService } from './recommendations.service.ts';

/** GET /v1/recommended_titles — the editors' picks, then titles to try next, grouped by genre. */
export const recommendedTitlesRoute = titleListRoute({
  url: '/v1/recommended_titles',
  summary: 'Editor picks, then recommended titles, at most 6 per genre',
  description:
    '`picks` are the editors’ picks in force (decision 0064), in their order, those the viewer may see now. ' +
    '`title_ids` are the titles the viewer watched or marked as interesting (the web sends its cookies). ' +
    'Genres they share come first, the most shared first, then the other genres by popularity; up to ' +
    '`genres` genres. The given titles are never recommended back. Within a genre: most viewed and bought ' +
    'over 30 days first, then the newest; never a pick. Without `title_ids`: the popular titles of each genre. ' +
    'Not paged.',
  querystring: recommendedTitlesQuerySchema,
  contents: recommendedTitlesSchema,
  list: (service: RecommendationsService, query, scope) => service.recommend(query, scope),
});
