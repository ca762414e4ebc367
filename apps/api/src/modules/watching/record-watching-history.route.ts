import { API_HEADERS, episodeWatchingHistoryQuerySchema, isUserTrackingId, successEnvelope } from '@hanabi/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, privateNoStore } from '../../lib/responses.ts';
import { playbackAskerOf } from '../episodes/playback-asker.ts';
import { NOT_ENTITLED_MESSAGE, requireEntitledEpisode } from '../episodes/playback-entitlement.ts';
import { GUEST_START_LIMITS, REPEATED_START_WINDOW_MINUTES, type StartingViewer } from './counted-starts.ts';
import { UNKNOWN_EPISODE_MESSAGE, type WatchingService } from './watching.service.ts';

/** A guest is told apart by the browser's tracking id, when it sent a well-formed one, and the client address. */
function startingViewer(request: FastifyRequest, userId: number | null): StartingViewer {
  if (userId !== null) return { kind: 'member', userId };
  const trackingId = request.headers[API_HEADERS.userTrackingId.toLowerCase()];
  return {
    kind: 'guest',
    clientAddress: request.ip,
    trackingId: typeof trackingId === 'string' && isUserTrackingId(trackingId) ? trackingId : null,
  };
}

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
          `too. A viewer who starts the same episode again within ${REPEATED_START_WINDOW_MINUTES} minutes of a ` +
          'counted start counts once (reloads and resumes do not inflate the rankings): a member by account, a ' +
          'guest by the Anime-User-Tracking-Id header. A guest browser counts at most ' +
          `${GUEST_START_LIMITS.perBrowserPerHour} starts an hour, and one client address at most ` +
          `${GUEST_START_LIMITS.perAddressPerHour} guest starts an hour; starts beyond are answered the same 200 ` +
          'and not counted (decision 0037). A viewer who may not ' +
          `play the episode gets 403 「${NOT_ENTITLED_MESSAGE}」 and nothing is counted; an episode unknown or not ` +
          `shown now is 404 「${UNKNOWN_EPISODE_MESSAGE}」. Needs the state-changing call headers; body \`{}\` ` +
          'or none.',
        querystring: episodeWatchingHistoryQuerySchema,
        response: {
          200: successEnvelope(z.null()).describe('The start is counted, or does not need to be'),
          ...errorResponses('badRequest', 'forbidden', 'notFound', 'unsupportedMediaType'),
        },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const asker = await playbackAskerOf(request);
      const { found, userId } = await requireEntitledEpisode(app.database.db, asker, request.query.episode_id, {
        field: 'querystring.episode_id',
        unknownMessage: UNKNOWN_EPISODE_MESSAGE,
      });
      await service.recordStart(startingViewer(request, userId), found.episode, request.now);
      return ok(null);
    },
  );
};
