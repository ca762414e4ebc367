import { featureListQuerySchema, featureListSchema } from '@hanabi/contract';
import { titleListRoute } from '../catalogue/title-list-route.ts';
import type { FeaturesService } from './features.service.ts';

/** GET /v1/title/features — running features with their first titles. */
export const listFeaturesRoute = titleListRoute({
  url: '/v1/title/features',
  summary: 'Running features',
  description:
    'Features whose window contains now and that hold at least one title matching the filters, by position ' +
    'then start; each with how many such titles it has and its first `titles_per_feature` of them in the ' +
    'feature’s order.',
  querystring: featureListQuerySchema,
  contents: featureListSchema,
  list: (service: FeaturesService, query, scope) => service.listRunning(query, scope),
});
