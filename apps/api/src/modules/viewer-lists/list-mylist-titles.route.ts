import { MAX_MYLIST_TITLE_IDS, mylistQuerySchema, mylistTitleListSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import type { ViewerListsService } from './viewer-lists.service.ts';

/** GET /v1/users/mylist/titles — the member's mylist, paged. */
export const listMylistTitlesRoute: FastifyPluginAsyncZod<{ service: ViewerListsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/users/mylist/titles',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['viewer-lists'],
        summary: "The member's mylist, paged",
        description:
          'Title cards of the titles the signed-in member added, with added_at (ISO 8601, Japan time). sort ' +
          '`added` (default): most recently added first; `kana`: reading order. Only titles available now are ' +
          'listed, and never a title the member hid. With title_id the page holds that title or nothing, so ' +
          'pagination.total (1 or 0) says whether it is in the mylist. With title_ids (comma-separated, at most ' +
          `${MAX_MYLIST_TITLE_IDS}) the page holds those of the given titles that are in the mylist: how a page of ` +
          'title cards asks about all its cards in one call (send per_page as large as the list). Guests get ' +
          '401. Never cached.',
        security: [{ festaAuth: [] }],
        querystring: mylistQuerySchema,
        response: {
          200: successEnvelope(mylistTitleListSchema).describe('One page of the mylist'),
          ...errorResponses('badRequest', 'unauthorized'),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      return ok(await service.mylist(userId, request.query, request.now));
    },
  );
};
