import { successEnvelope, titleCardListSchema, titleListQuerySchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
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
          'Titles of `display_group` (default general_group) available now, ordered by available_from ' +
          'descending, then id. mature_group titles appear only when asked for.',
        querystring: titleListQuerySchema,
        response: {
          200: successEnvelope(titleCardListSchema).describe('One page of title cards'),
          ...errorResponses('badRequest'),
        },
      },
    },
    async (request) => ok(await service.listDisplayables(request.query, request.now)),
  );
};
