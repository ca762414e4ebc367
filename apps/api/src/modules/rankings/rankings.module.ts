import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { listRankingsRoute } from './list-rankings.route.ts';
import { listRankingsByGenreRoute } from './list-rankings-by-genre.route.ts';
import { createRankingsRepository } from './rankings.repository.ts';
import { createRankingsService } from './rankings.service.ts';

/** Rankings computed from recorded activity (decision 0019). */
export const rankingsModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createRankingsService({ repository: createRankingsRepository(app.database.db), media });
  await app.register(listRankingsRoute, { service });
  await app.register(listRankingsByGenreRoute, { service });
};
