import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { getTitleRoute } from './get-title.route.ts';
import { listDisplayablesRoute } from './list-displayables.route.ts';
import { createTitlesRepository } from './titles.repository.ts';
import { createTitlesService } from './titles.service.ts';

/** The catalogue's read routes. */
export const titlesModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createTitlesService({ repository: createTitlesRepository(app.database.db), media });
  await app.register(getTitleRoute, { service });
  await app.register(listDisplayablesRoute, { service });
};
