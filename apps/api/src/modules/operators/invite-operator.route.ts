import { operatorInviteRequestSchema, operatorSetupLinkSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { inviteOperator } from './operators.service.ts';

/** POST /admin/v1/operators — invites an operator: a new account and its one-time set-up link (管理者). */
export const inviteOperatorRoute: FastifyPluginAsyncZod<{ webOrigin: string }> = async (app, { webOrigin }) => {
  app.post(
    '/admin/v1/operators',
    {
      onRequest: requireOperator('operators:manage'),
      schema: {
        tags: ['operators'],
        summary: 'Invite an operator',
        description:
          'Creates the operator with the role and answers the one-time set-up link to hand them (72 hours); ' +
          'only its hash is kept. 409 when the address is taken. Recorded in the audit log. Needs operators:manage.',
        security: OPERATOR_SECURITY,
        body: operatorInviteRequestSchema,
        response: {
          200: successEnvelope(operatorSetupLinkSchema).describe('Invited'),
          ...guardedWriteErrors('conflict'),
        },
      },
    },
    async (request) => ok(await inviteOperator(app.database.db, auditActorOf(request), request.body, webOrigin)),
  );
};
