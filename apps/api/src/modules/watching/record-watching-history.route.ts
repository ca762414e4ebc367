import { episodeWatchingHistoryQuerySchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, privateNoStore } from '../../lib/responses.ts';
import { NOT_ENTITLED_MESSAGE, requireEntitledEpisode } from '../episodes/playback-entitlement.ts';
import { REPEATED_START_WINDOW_MINUTES, UNKNOWN_EPISODE_MESSAGE, type WatchingService } from './watching.service.ts';

/** POST /v1/episode_watching_histories — a playback started: a view in the activity rankings. */
export const recordWatchingHistoryRoute: FastifyPluginAsyncZod<{ service: WatchingService }> = async (
  app,
  { service },
) => {
  app.post(
    '/v1/episode_watching_histories',
    {
      schema: {
        tags: ['watching'],
        summary: 'Count a started playback',
        description:
          'Input in the query (spec §7): episode_id. Sent by the player when playback starts; guests count ' +
          `too. A member who starts the same episode again within ${REPEATED_START_WINDOW_MINUTES} minutes of a ` +
          'counted start counts once (reloads and resumes do not inflate the rankings). A viewer who may not ' +
          `play the episode gets 403 「${NOT_ENTITLED_MESSAGE}」 and nothing is counted; an episode unknown or not ` +
          `shown now is 404 「${UNKNOWN_EPISODE_MESSAGE}」. Needs the state-changing call headers; body \`{}\` ` +
          'or none.',
        querystring: episodeWatchingHistoryQuerySchema,
        response: {
          200: successEnvelope(z.null()).describe('The start is counted (or was, within the window)'),
          ...errorResponses('badRequest', 'forbidden', 'notFound', 'unsupportedMediaType'),
        },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const { found, userId } = await requireEntitledEpisode(app.database.db, request, request.query.episode_id, {
        field: 'querystring.episode_id',
        unknownMessage: UNKNOWN_EPISODE_MESSAGE,
      });
      await service.recordStart(userId, found.episode, request.now);
      return ok(null);
    },
  );
};
