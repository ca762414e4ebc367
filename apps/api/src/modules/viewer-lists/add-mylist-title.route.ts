import { mylistEntrySchema, successEnvelope, viewerListTitleQuerySchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { UNKNOWN_TITLE_MESSAGE, type ViewerListsService } from './viewer-lists.service.ts';

/** POST /v1/users/mylist/titles — adds a title to the member's mylist. */
export const addMylistTitleRoute: FastifyPluginAsyncZod<{ service: ViewerListsService }> = async (app, { service }) => {
  app.post(
    '/v1/users/mylist/titles',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['viewer-lists'],
        summary: 'Add a title to the mylist',
        description:
          'Input in the query (spec §7): title_id. Safe to repeat: a title already in the mylist answers 200 ' +
          `with the time it was first added. A title unknown or not available now is 404 「${UNKNOWN_TITLE_MESSAGE}」. ` +
          'Needs the state-changing call headers (X-Requested-With, Content-Type: application/json); body `{}` ' +
          'or none.',
        security: [{ festaAuth: [] }],
        querystring: viewerListTitleQuerySchema,
        response: {
          200: successEnvelope(mylistEntrySchema).describe('The title, in the mylist'),
          ...errorResponses('badRequest', 'unauthorized', 'forbidden', 'notFound', 'unsupportedMediaType'),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      return ok(await service.addToMylist(userId, request.query.title_id, request.now));
    },
  );
};
