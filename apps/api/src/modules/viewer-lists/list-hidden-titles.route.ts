import { hiddenTitleListSchema, successEnvelope, viewerListQuerySchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import type { ViewerListsService } from './viewer-lists.service.ts';

/** GET /v1/users/hidden_titles — the titles the member hid, so that they can show them again (decision 0020). */
export const listHiddenTitlesRoute: FastifyPluginAsyncZod<{ service: ViewerListsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/users/hidden_titles',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['viewer-lists'],
        summary: "The member's hidden titles, paged",
        description:
          'Not in spec §7: added so that /my can list hidden titles to show again (decision 0020). Title cards ' +
          'with hidden_at (ISO 8601, Japan time), most recently hidden first; only titles available now. With ' +
          'title_id the page holds that title or nothing, so pagination.total says whether it is hidden. ' +
          'Guests get 401. Never cached.',
        security: [{ festaAuth: [] }],
        querystring: viewerListQuerySchema,
        response: {
          200: successEnvelope(hiddenTitleListSchema).describe('One page of hidden titles'),
          ...errorResponses('badRequest', 'unauthorized'),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      return ok(await service.hiddenTitles(userId, request.query, request.now));
    },
  );
};
