import { exclusiveTitleListSchema, titleListQuerySchema } from '@hanabi/contract';
import { titleListDefinition, titleListRoute } from '../catalogue/title-list-route.ts';
import type { TitleListsService } from './title-lists.service.ts';

/** GET /v1/title/exclusives — titles distributed only here (独占) or here first (先行) right now. */
export const exclusivesList = titleListDefinition({
  url: '/v1/title/exclusives',
  summary: 'Exclusive and early titles',
  description:
    'Titles available now whose exclusive window contains now; the most recently started window first ' +
    'unless `sort` says otherwise.',
  querystring: titleListQuerySchema,
  contents: exclusiveTitleListSchema,
  list: (service: TitleListsService, query, scope) => service.exclusive(query, scope),
});

export const listExclusivesRoute = titleListRoute(exclusivesList);
