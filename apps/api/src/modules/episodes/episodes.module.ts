import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { getEpisodeRoute } from './get-episode.route.ts';

/** Single episodes, as the purchase pages (and later the player) ask for them. */
export const episodesModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, options) => {
  await app.register(getEpisodeRoute, options);
};
