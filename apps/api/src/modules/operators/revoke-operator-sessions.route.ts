import { revokedSessionsSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { revokeSessionsOf } from './operators.service.ts';

/** DELETE /admin/v1/operators/{id}/sessions — signs an operator out everywhere (管理者). */
export const revokeOperatorSessionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/admin/v1/operators/:id/sessions',
    {
      onRequest: requireOperator('operators:manage'),
      schema: {
        tags: ['operators'],
        summary: "End an operator's sessions",
        description:
          'Ends every session of the operator (their next request answers 401); they may sign in again. ' +
          'Recorded in the audit log with the number ended. Needs operators:manage; no body.',
        security: OPERATOR_SECURITY,
        params: operatorIdParams,
        response: {
          200: successEnvelope(revokedSessionsSchema).describe('Sessions ended'),
          ...guardedWriteErrors('notFound'),
        },
      },
    },
    async (request) => ok(await revokeSessionsOf(app.database.db, auditActorOf(request), request.params.id)),
  );
};
