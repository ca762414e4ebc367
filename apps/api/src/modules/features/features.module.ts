import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { createFeaturesRepository } from './features.repository.ts';
import { createFeaturesService } from './features.service.ts';
import { listFeaturesRoute } from './list-features.route.ts';

/** Editorial features (「特集」, decision 0019). */
export const featuresModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createFeaturesService({ repository: createFeaturesRepository(app.database.db), media });
  await app.register(listFeaturesRoute, { service });
};
