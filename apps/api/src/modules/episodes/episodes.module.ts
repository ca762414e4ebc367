import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EpisodeAnswerOptions } from './episode-detail.ts';
import { createEpisodeUpdatesRepository } from './episode-updates.repository.ts';
import { getEpisodeRoute } from './get-episode.route.ts';
import { getEpisodeV2Route } from './get-episode-v2.route.ts';
import { listEpisodeUpdatesRoute } from './list-episode-updates.route.ts';

/** Single episodes, as the purchase pages and the player ask for them, and the new-episode lists. */
export const episodesModule: FastifyPluginAsyncZod<EpisodeAnswerOptions> = async (app, options) => {
  await app.register(getEpisodeRoute, options);
  await app.register(getEpisodeV2Route, options);
  await app.register(listEpisodeUpdatesRoute, {
    ...options,
    repository: createEpisodeUpdatesRepository(app.database.db),
  });
};
