import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { createHomeSlidesRepository } from './home-slides.repository.ts';
import { listHomeSlidesRoute } from './list-home-slides.route.ts';

/** The home page's key-visual carousel for viewers (decision 0053); editors change it in admin-home-slides. */
export const homeSlidesModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  await app.register(listHomeSlidesRoute, { repository: createHomeSlidesRepository(app.database.db), media });
};
