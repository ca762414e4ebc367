import { successEnvelope, titleParamsSchema, titleSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { TitlesService } from './titles.service.ts';

/** GET /v1/titles/:id — a title available now, with genres, tags, cast, staff and released episodes. */
export const getTitleRoute: FastifyPluginAsyncZod<{ service: TitlesService }> = async (app, { service }) => {
  app.get(
    '/v1/titles/:id',
    {
      schema: {
        tags: ['titles'],
        summary: 'A title and its episodes',
        description:
          'Only titles available now (available_from ≤ now < available_until) are found; episodes are those ' +
          'released by now, ordered by number, the broadcast cut before the premium cut.',
        params: titleParamsSchema,
        response: {
          200: successEnvelope(titleSchema).describe('The title'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      const title = await service.getTitle(request.params.id, request.now);
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      return ok(title);
    },
  );
};
