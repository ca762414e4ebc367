import { freeTitleListSchema, titleListQuerySchema } from '@hanabi/contract';
import { titleListDefinition, titleListRoute } from '../catalogue/title-list-route.ts';
import type { TitleListsService } from './title-lists.service.ts';

/** GET /v1/free_titles — titles with free episodes; every parameter is optional. */
export const freeTitlesList = titleListDefinition({
  url: '/v1/free_titles',
  summary: 'Titles with free episodes',
  description:
    'Titles available now with at least one released free episode, and how many; the latest free ' +
    'episode first unless `sort` says otherwise.',
  querystring: titleListQuerySchema,
  contents: freeTitleListSchema,
  list: (service: TitleListsService, query, scope) => service.withFreeEpisodes(query, scope),
});

export const listFreeTitlesRoute = titleListRoute(freeTitlesList);
