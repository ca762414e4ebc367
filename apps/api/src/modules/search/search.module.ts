import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { fulltextSearchRoute } from './fulltext-search.route.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoute } from './search.route.ts';
import { createSearchService } from './search.service.ts';
import { suggestTitlesRoute } from './suggest-titles.route.ts';

/** Search (decision 0018): the two result lists and the name suggestions. */
export const searchModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createSearchService({ repository: createSearchRepository(app.database.db), media });
  await app.register(searchRoute, { service });
  await app.register(fulltextSearchRoute, { service });
  await app.register(suggestTitlesRoute, { service });
};
