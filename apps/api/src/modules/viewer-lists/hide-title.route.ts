import { hiddenEntrySchema, successEnvelope, viewerListTitleQuerySchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { UNKNOWN_TITLE_MESSAGE, type ViewerListsService } from './viewer-lists.service.ts';

/** POST /v1/users/hidden_titles — hides a title from every list and search, for this member. */
export const hideTitleRoute: FastifyPluginAsyncZod<{ service: ViewerListsService }> = async (app, { service }) => {
  app.post(
    '/v1/users/hidden_titles',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['viewer-lists'],
        summary: 'Hide a title',
        description:
          'Input in the query (spec §7): title_id. From then on no list, ranking, search or mylist shows the ' +
          'title to this member; its own page still opens. Safe to repeat: a title already hidden answers 200 ' +
          `with the time it was first hidden. A title unknown or not available now is 404 「${UNKNOWN_TITLE_MESSAGE}」. ` +
          'Needs the state-changing call headers (X-Requested-With, Content-Type: application/json); body `{}` ' +
          'or none.',
        security: [{ festaAuth: [] }],
        querystring: viewerListTitleQuerySchema,
        response: {
          200: successEnvelope(hiddenEntrySchema).describe('The title, hidden'),
          ...errorResponses('badRequest', 'unauthorized', 'forbidden', 'notFound', 'unsupportedMediaType'),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      return ok(await service.hide(userId, request.query.title_id, request.now));
    },
  );
};
