import { PLAYBACK_REPORT_INTERVAL_SECONDS, playbackActivitySchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { playbackAskerOf } from '../episodes/playback-asker.ts';
import { NOT_ENTITLED_MESSAGE, requireEntitledEpisode } from '../episodes/playback-entitlement.ts';
import { UNKNOWN_EPISODE_MESSAGE, type WatchingService } from './watching.service.ts';

/** POST /v1/activities/playbacks — where the member is in the episode they are playing (decision 0028). */
export const reportPlaybackRoute: FastifyPluginAsyncZod<{ service: WatchingService }> = async (app, { service }) => {
  app.post(
    '/v1/activities/playbacks',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['watching'],
        summary: 'Report the position in the episode being played',
        description:
          `Sent by the player every ${PLAYBACK_REPORT_INTERVAL_SECONDS} s while playing and once more on pagehide ` +
          '(JSON body: episode_id, position_seconds). Members only: guests get 401 and keep their position in ' +
          'local storage. Keeps one position per member and episode, in whole seconds and at most the ' +
          "episode's duration; a report puts the episode back in the continue-watching row. A viewer who may " +
          `not play the episode gets 403 「${NOT_ENTITLED_MESSAGE}」 and nothing is kept; an episode unknown or ` +
          `not shown now is 404 「${UNKNOWN_EPISODE_MESSAGE}」. Needs the state-changing call headers.`,
        security: [{ festaAuth: [] }],
        body: playbackActivitySchema,
        response: {
          200: successEnvelope(z.null()).describe('The position is kept'),
          ...errorResponses('badRequest', 'unauthorized', 'forbidden', 'notFound', 'unsupportedMediaType'),
        },
      },
    },
    async (request) => {
      const { db } = app.database;
      const userId = await request.memberId();
      const { episode_id, position_seconds } = request.body;
      const { found } = await requireEntitledEpisode(db, await playbackAskerOf(request), episode_id, {
        field: 'body.episode_id',
        unknownMessage: UNKNOWN_EPISODE_MESSAGE,
      });
      await service.reportPosition(userId, found.episode, position_seconds, request.now);
      return ok(null);
    },
  );
};
