import { operatorSetupLookupRequestSchema, operatorSetupLookupSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { lookUpSetupLink } from './operator-setup.service.ts';

/** POST /admin/v1/setup/lookup — who a set-up link is for, before the password is chosen. */
export const lookUpSetupLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/v1/setup/lookup',
    {
      schema: {
        tags: ['operator-auth'],
        summary: 'Look up a set-up link',
        description:
          'The address and name a one-time set-up link is for, and until when it works. A POST, so that the ' +
          'token never stands in a URL the logs keep. 410 for a used, expired or unknown link.',
        body: operatorSetupLookupRequestSchema,
        response: {
          200: successEnvelope(operatorSetupLookupSchema).describe('The link works'),
          ...errorResponses('badRequest', 'setupLinkInvalid', 'forbidden', 'unsupportedMediaType'),
        },
      },
    },
    async (request) => ok(await lookUpSetupLink(app.database.db, request.body.token, request.receivedAt)),
  );
};
