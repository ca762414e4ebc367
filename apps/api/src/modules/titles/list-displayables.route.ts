import { successEnvelope, titleCardListSchema, titleListQuerySchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { TitlesService } from './titles.service.ts';

/** GET /v1/title/displayables — titles of a display group available now, newest first, paged. */
export const listDisplayablesRoute: FastifyPluginAsyncZod<{ service: TitlesService }> = async (app, { service }) => {
  app.get(
    '/v1/title/displayables',
    {
      schema: {
        tags: ['titles'],
        summary: 'Titles that can be shown, paged',
        description:
          'Titles available now that match the filters (decision 0019), newest first unless `sort` says ' +
          'otherwise. mature_group titles appear only when asked for; a signed-in member never sees their ' +
          'hidden titles.',
        querystring: titleListQuerySchema,
        response: {
          200: successEnvelope(titleCardListSchema).describe('One page of title cards'),
          ...errorResponses('badRequest'),
        },
      },
    },
    async (request, reply) => {
      const viewerId = (await request.viewer()).memberId;
      const page = await service.listDisplayables(request.query, { now: request.now, viewerId });
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      return ok(page);
    },
  );
};
