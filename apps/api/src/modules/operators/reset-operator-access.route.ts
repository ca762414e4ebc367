import { operatorSetupLinkSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { resetOperatorAccess } from './operators.service.ts';

/** POST /admin/v1/operators/{id}/reset-access — a new set-up link, the old password and app forgotten (管理者). */
export const resetOperatorAccessRoute: FastifyPluginAsyncZod<{ webOrigin: string }> = async (app, { webOrigin }) => {
  app.post(
    '/admin/v1/operators/:id/reset-access',
    {
      onRequest: requireOperator('operators:manage'),
      schema: {
        tags: ['operators'],
        summary: "Reset an operator's sign-in",
        description:
          'For a lost phone or a password someone else may know: forgets the password, the authenticator app ' +
          'and the recovery codes, ends every session, and answers a new one-time set-up link (older links stop ' +
          'working). Recorded in the audit log. Needs operators:manage; no body.',
        security: OPERATOR_SECURITY,
        params: operatorIdParams,
        response: {
          200: successEnvelope(operatorSetupLinkSchema).describe('The new set-up link'),
          ...guardedWriteErrors('notFound'),
        },
      },
    },
    async (request) =>
      ok(await resetOperatorAccess(app.database.db, auditActorOf(request), request.params.id, webOrigin)),
  );
};
