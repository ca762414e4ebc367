import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { getDynamicLandingRoute } from './get-dynamic-landing.route.ts';
import { createLandingsRepository } from './landings.repository.ts';
import { createLandingsService } from './landings.service.ts';

/** Landing pages assembled from data (/lp/dynamic_*). */
export const landingsModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createLandingsService({ repository: createLandingsRepository(app.database.db), media });
  await app.register(getDynamicLandingRoute, { service });
};
