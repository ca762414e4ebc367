import { successEnvelope, titleAccessQuerySchema, titleAccessSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { findTitleAccess } from './title-access.repository.ts';

/** GET /v1/users/title_access?title_id= — what the member holds of a title, for its page's primary action. */
export const getTitleAccessRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/title_access',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['watching'],
        summary: 'What the member holds of one title',
        description:
          "The member's open plan, the title's episodes they own (bought or by a ticket) and the episode of " +
          'the title they most recently left unfinished, with its position. The title page chooses its one ' +
          'primary action from it (再生する, 続きから再生, 購入, プランに入会). Guests get 401: nothing of theirs is ' +
          'kept on the server. Never cached.',
        security: [{ festaAuth: [] }],
        querystring: titleAccessQuerySchema,
        response: {
          200: successEnvelope(titleAccessSchema).describe('What the member holds of the title'),
          ...errorResponses('badRequest', 'unauthorized'),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      return ok(await findTitleAccess(app.database.db, userId, request.query.title_id));
    },
  );
};
