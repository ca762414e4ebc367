import { episodeDetailSchema, episodeIdSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import { errorResponses, ok, privateNoStore } from '../../lib/responses.ts';
import { type EpisodeAnswerOptions, findEpisodeDetail } from './episode-detail.ts';
import { playbackAskerOf } from './playback-asker.ts';

/** GET /v1/episodes/:id — one episode, its title, and what the caller may do with it. */
export const getEpisodeRoute: FastifyPluginAsyncZod<EpisodeAnswerOptions> = async (app, options) => {
  app.get(
    '/v1/episodes/:id',
    {
      schema: {
        tags: ['episodes'],
        summary: 'An episode and what the caller may do with it',
        description:
          'Found when the episode is released and its title available now. `access` is computed for the caller: ' +
          'free, included_in_plan (their open plan includes it), owned (bought), purchasable (sold for ' +
          'price_points) or unavailable (only in a plan they do not have). Guests are answered as guests. `playback` ' +
          'is given when the caller may watch now (R18 titles also need the checked_age cookie) and the video is ' +
          'packaged; otherwise `way_in` says what to do: age_check, sign_in, buy, join_plan or not_ready.',
        params: z.object({ id: episodeIdSchema }),
        response: {
          200: successEnvelope(episodeDetailSchema).describe('The episode'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const asker = await playbackAskerOf(request);
      const found = await findEpisodeDetail(app.database.db, asker, request.params.id, options);
      if (!found) throw new ApiError('notFound');
      return ok(found.detail);
    },
  );
};
