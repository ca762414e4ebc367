import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { getTitleRoute } from './get-title.route.ts';
import { listDisplayablesRoute } from './list-displayables.route.ts';
import { createTitlesRepository } from './titles.repository.ts';
import { createTitlesService } from './titles.service.ts';

/** The catalogue's read routes; a guest's title answer is kept `answerCacheSeconds` in this process. */
export const titlesModule: FastifyPluginAsyncZod<{ media: MediaUrls; answerCacheSeconds: number }> = async (
  app,
  { media, answerCacheSeconds },
) => {
  const service = createTitlesService({ repository: createTitlesRepository(app.database.db), media });
  await app.register(getTitleRoute, { service, answerCacheSeconds });
  await app.register(listDisplayablesRoute, { service });
};
