import { genreGroupsSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { GenresService } from './genres.service.ts';

/** GET /v1/genre_groups — the genre menu. */
export const listGenreGroupsRoute: FastifyPluginAsyncZod<{ service: GenresService }> = async (app, { service }) => {
  app.get(
    '/v1/genre_groups',
    {
      schema: {
        tags: ['titles'],
        summary: 'Genre groups and their genres',
        description:
          'Every genre group with its genres, both in display order; `title_count` counts the general titles ' +
          'of the genre available now (decision 0019).',
        response: {
          200: successEnvelope(genreGroupsSchema).describe('Every genre group'),
          ...errorResponses(),
        },
      },
    },
    async (request, reply) => {
      const groups = await service.listGenreGroups(request.now);
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      return ok(groups);
    },
  );
};
