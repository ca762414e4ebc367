import { episodeIdSchema, episodeV2Schema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import { errorResponses, ok, privateNoStore } from '../../lib/responses.ts';
import { type EpisodeAnswerOptions, findEpisodeDetail } from './episode-detail.ts';
import { listReleasedEpisodeKeys, neighboursOf } from './episode-neighbours.ts';
import { playbackAskerOf } from './playback-asker.ts';

/** GET /v2/episodes/:id — v1's episode plus its neighbours, what the player needs to move on. */
export const getEpisodeV2Route: FastifyPluginAsyncZod<EpisodeAnswerOptions> = async (app, options) => {
  app.get(
    '/v2/episodes/:id',
    {
      schema: {
        tags: ['episodes'],
        summary: 'An episode with its previous, next and other-cut episodes',
        description:
          'The answer of GET /v1/episodes/{id}, plus the previous and next episode of the same title and cut ' +
          '(by number) and the other cut of the same episode, among those released by now; null where none.',
        params: z.object({ id: episodeIdSchema }),
        response: {
          200: successEnvelope(episodeV2Schema).describe('The episode and its neighbours'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const { db } = app.database;
      const found = await findEpisodeDetail(db, await playbackAskerOf(request), request.params.id, options);
      if (!found) throw new ApiError('notFound');
      const { episode } = found.found;
      const released = await listReleasedEpisodeKeys(db, episode.titleId, request.now);
      return ok({ ...found.detail, ...neighboursOf(episode, released) });
    },
  );
};
