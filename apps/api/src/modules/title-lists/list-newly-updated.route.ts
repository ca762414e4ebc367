import { titleListQuerySchema, titleUpdateListSchema } from '@hanabi/contract';
import { titleListDefinition, titleListRoute } from '../catalogue/title-list-route.ts';
import type { TitleListsService } from './title-lists.service.ts';

/** GET /v1/title/newly_updates — titles by their latest released episode. */
export const newlyUpdatedList = titleListDefinition({
  url: '/v1/title/newly_updates',
  summary: 'Titles with newly released episodes',
  description:
    'Titles available now with at least one episode released by now, with their latest one; the latest ' +
    'release first unless `sort` says otherwise.',
  querystring: titleListQuerySchema,
  contents: titleUpdateListSchema,
  list: (service: TitleListsService, query, scope) => service.newlyUpdated(query, scope),
});

export const listNewlyUpdatedRoute = titleListRoute(newlyUpdatedList);
