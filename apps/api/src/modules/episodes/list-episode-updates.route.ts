import { episodeUpdateListSchema, episodeUpdateQuerySchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import { toEpisodeUpdate } from './episode-update.ts';
import type { EpisodeCut, EpisodeUpdatesRepository } from './episode-updates.repository.ts';

/** The two new-episode lists differ only in the cut they list. */
const LISTS: ReadonlyArray<{ url: string; cut: EpisodeCut; summary: string }> = [
  { url: '/v1/episode/newly_updates', cut: 'broadcast', summary: 'Newly released episodes (broadcast cuts)' },
  { url: '/v1/scene/newly_updates', cut: 'premium', summary: 'Newly released scenes (premium cuts)' },
];

/** GET /v1/episode/newly_updates and GET /v1/scene/newly_updates — released episodes, newest first, paged. */
export const listEpisodeUpdatesRoute: FastifyPluginAsyncZod<{
  repository: EpisodeUpdatesRepository;
  media: MediaUrls;
}> = async (app, { repository, media }) => {
  for (const { url, cut, summary } of LISTS) {
    app.get(
      url,
      {
        schema: {
          tags: ['episodes'],
          summary,
          description:
            `Episodes of the ${cut} cut released by now, newest release first, each with its title's card. ` +
            'The title filters (decision 0019) apply to the episode’s title; a signed-in member never sees ' +
            'the episodes of their hidden titles.',
          querystring: episodeUpdateQuerySchema,
          response: {
            200: successEnvelope(episodeUpdateListSchema).describe('One page of episodes'),
            ...errorResponses('badRequest'),
          },
        },
      },
      async (request, reply) => {
        const { page, per_page, ...filters } = request.query;
        const viewerId = (await request.viewer()).memberId;
        const { rows, total } = await repository.listReleased(
          { cut, filters, ...pageWindow({ page, per_page }) },
          { now: request.now, viewerId },
        );
        cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
        return ok({
          items: rows.map((row) => toEpisodeUpdate(row, media)),
          pagination: paginationOf({ page, per_page }, total),
        });
      },
    );
  }
};
