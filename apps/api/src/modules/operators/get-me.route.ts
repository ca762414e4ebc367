import { operatorMeSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedReadErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { operatorOf, requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { operatorMe } from './operator-me.ts';

/** GET /admin/v1/me — the signed-in operator and what their role may do. */
export const getMeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/v1/me',
    {
      onRequest: requireOperator(),
      schema: {
        tags: ['operator-auth'],
        summary: 'The signed-in operator',
        description:
          'Who is signed in, their role and its permissions (the console hides what the role may not do). ' +
          '401 4101 without an operator session (a member’s festa_auth counts for nothing), 401 4103 while the ' +
          'second factor is still to come.',
        security: OPERATOR_SECURITY,
        response: {
          200: successEnvelope(operatorMeSchema).describe('The operator'),
          ...guardedReadErrors(),
        },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return ok(operatorMe(operator, operator.sessionExpiresAt));
    },
  );
};
