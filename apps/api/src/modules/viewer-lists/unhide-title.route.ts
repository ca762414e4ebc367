import { successEnvelope, titleParamsSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { UNKNOWN_TITLE_MESSAGE, type ViewerListsService } from './viewer-lists.service.ts';

/** DELETE /v1/users/hidden_titles/:id — shows a hidden title again. */
export const unhideTitleRoute: FastifyPluginAsyncZod<{ service: ViewerListsService }> = async (app, { service }) => {
  app.delete(
    '/v1/users/hidden_titles/:id',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['viewer-lists'],
        summary: 'Show a hidden title again',
        description:
          'id is the title id; lists and search show the title to this member again. Safe to repeat: a title ' +
          `not hidden answers 200 all the same. An unknown title is 404 「${UNKNOWN_TITLE_MESSAGE}」. Needs the ` +
          'state-changing call headers (X-Requested-With, Content-Type: application/json); no body.',
        security: [{ festaAuth: [] }],
        params: titleParamsSchema,
        response: {
          200: successEnvelope(z.null()).describe('The title is not hidden'),
          ...errorResponses('badRequest', 'unauthorized', 'forbidden', 'notFound', 'unsupportedMediaType'),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      await service.unhide(userId, request.params.id);
      return ok(null);
    },
  );
};
