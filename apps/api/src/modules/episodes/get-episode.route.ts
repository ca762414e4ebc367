import { type EpisodeDetail, episodeDetailSchema, episodeIdSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { errorResponses, ok, privateNoStore } from '../../lib/responses.ts';
import { memberIdOf } from '../../lib/signed-in-member.ts';
import { toEpisodeSummary } from '../titles/episode-summary.ts';
import { episodeAccess } from './episode-access.ts';
import { findAvailableEpisode, findViewerFacts } from './episodes.repository.ts';

/** GET /v1/episodes/:id — one episode, its title, and what the caller may do with it. */
export const getEpisodeRoute: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  app.get(
    '/v1/episodes/:id',
    {
      schema: {
        tags: ['episodes'],
        summary: 'An episode and what the caller may do with it',
        description:
          'Found when the episode is released and its title available now. `access` is computed for the caller: ' +
          'free, included_in_plan (their open plan includes it), owned (bought), purchasable (sold for ' +
          'price_points) or unavailable (only in a plan they do not have). Guests are answered as guests.',
        params: z.object({ id: episodeIdSchema }),
        response: {
          200: successEnvelope(episodeDetailSchema).describe('The episode'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const { db } = app.database;
      const found = await findAvailableEpisode(db, request.params.id, request.now);
      if (!found) throw new ApiError('notFound');
      const userId = await memberIdOf(db, request);
      const viewer = userId === null ? null : await findViewerFacts(db, userId, found.episode.id);
      const contents: EpisodeDetail = {
        ...toEpisodeSummary(found.episode, media),
        title: {
          id: found.title.id,
          name: found.title.name,
          display_group: found.title.displayGroup,
          is_age_restriction_r18: found.title.isAgeRestrictionR18,
        },
        access: episodeAccess(found.episode, viewer),
        owned_purchase: viewer?.ownedPurchase
          ? { id: viewer.ownedPurchase.id, idempotency_key: viewer.ownedPurchase.idempotencyKey }
          : null,
      };
      return ok(contents);
    },
  );
};
