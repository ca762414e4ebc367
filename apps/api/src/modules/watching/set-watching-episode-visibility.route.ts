import { successEnvelope, watchingEpisodeVisibilityQuerySchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { UNKNOWN_EPISODE_MESSAGE, type WatchingService } from './watching.service.ts';

/** POST /v1/users/watching_episodes — takes an episode out of the continue-watching row, or puts it back. */
export const setWatchingEpisodeVisibilityRoute: FastifyPluginAsyncZod<{ service: WatchingService }> = async (
  app,
  { service },
) => {
  app.post(
    '/v1/users/watching_episodes',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['watching'],
        summary: 'Take an episode out of the continue-watching row, or put it back',
        description:
          'Input in the query (spec §7): episode_id, visible (`false` takes it out, `true` puts it back). Where ' +
          'the member left off is kept either way, so the player still resumes; playing the episode again puts ' +
          'it back. Safe to repeat; an episode the member never played answers 200 and nothing changes. An ' +
          `unknown episode is 404 「${UNKNOWN_EPISODE_MESSAGE}」. Needs the state-changing call headers; body ` +
          '`{}` or none.',
        security: [{ festaAuth: [] }],
        querystring: watchingEpisodeVisibilityQuerySchema,
        response: {
          200: successEnvelope(z.null()).describe('The row says what was asked'),
          ...errorResponses('badRequest', 'unauthorized', 'forbidden', 'notFound', 'unsupportedMediaType'),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      await service.setVisible(userId, request.query.episode_id, request.query.visible);
      return ok(null);
    },
  );
};
