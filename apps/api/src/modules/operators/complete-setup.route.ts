import { operatorSetupRequestSchema, operatorSetupResultSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { completeSetup } from './operator-setup.service.ts';

/** POST /admin/v1/setup — chooses the password with a one-time set-up link. */
export const completeSetupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/v1/setup',
    {
      schema: {
        tags: ['operator-auth'],
        summary: 'Set the password with a set-up link',
        description:
          'Uses the one-time link (it works once, whatever follows) to set the password. Any earlier password ' +
          'and authenticator app are forgotten and every session of the operator ends: the next sign-in enrols ' +
          'the app. 410 for a used, expired or unknown link.',
        body: operatorSetupRequestSchema,
        response: {
          200: successEnvelope(operatorSetupResultSchema).describe('The password is set; sign in next'),
          ...errorResponses('badRequest', 'setupLinkInvalid', 'forbidden', 'unsupportedMediaType'),
        },
      },
    },
    async (request) =>
      ok(await completeSetup(app.database.db, request.body, { clientAddress: request.ip, now: request.receivedAt })),
  );
};
