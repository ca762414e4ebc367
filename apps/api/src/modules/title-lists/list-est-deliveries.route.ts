import { estTitleListSchema, titleListQuerySchema } from '@hanabi/contract';
import { titleListDefinition, titleListRoute } from '../catalogue/title-list-route.ts';
import type { TitleListsService } from './title-lists.service.ts';

/** GET /v1/title/est_deliveries — titles with episodes sold on their own. */
export const estDeliveriesList = titleListDefinition({
  url: '/v1/title/est_deliveries',
  summary: 'Titles with episodes for sale',
  description:
    'Titles available now with at least one released episode sold on its own, with the lowest such price; ' +
    'the newest priced release first unless `sort` says otherwise.',
  querystring: titleListQuerySchema,
  contents: estTitleListSchema,
  list: (service: TitleListsService, query, scope) => service.soldIndividually(query, scope),
});

export const listEstDeliveriesRoute = titleListRoute(estDeliveriesList);
