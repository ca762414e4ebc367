import { successEnvelope, watchingEpisodeListSchema, watchingEpisodesQuerySchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import type { WatchingService } from './watching.service.ts';

/** GET /v1/users/watching_episodes — the member's continue-watching row, paged. */
export const listWatchingEpisodesRoute: FastifyPluginAsyncZod<{ service: WatchingService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/users/watching_episodes',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['watching'],
        summary: "The member's continue-watching row, paged",
        description:
          'The episodes the signed-in member started and has not finished, most recently watched first, each ' +
          "with its title's card, position_seconds, duration_seconds and watched_at (ISO 8601, Japan time). " +
          'Left out: episodes the member took out of the row, episodes not shown now, and titles the member ' +
          'hid. Guests get 401 (their row is in local storage). Never cached.',
        security: [{ festaAuth: [] }],
        querystring: watchingEpisodesQuerySchema,
        response: {
          200: successEnvelope(watchingEpisodeListSchema).describe('One page of the row'),
          ...errorResponses('badRequest', 'unauthorized'),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      return ok(await service.watchingEpisodes(userId, request.query, request.now));
    },
  );
};
