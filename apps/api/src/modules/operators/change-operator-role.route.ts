import {
  OPERATOR_MESSAGES,
  operatorRoleChangeRequestSchema,
  operatorSummarySchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { changeOperatorRole } from './operators.service.ts';

/** PUT /admin/v1/operators/{id}/role — gives an operator another role (管理者). */
export const changeOperatorRoleRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/v1/operators/:id/role',
    {
      onRequest: requireOperator('operators:manage'),
      schema: {
        tags: ['operators'],
        summary: "Change an operator's role",
        description:
          'Takes effect on their next request. 409 「' +
          OPERATOR_MESSAGES.lastAdmin +
          '」 when no active administrator would be left. Recorded in the audit log. Needs operators:manage.',
        security: OPERATOR_SECURITY,
        params: operatorIdParams,
        body: operatorRoleChangeRequestSchema,
        response: {
          200: successEnvelope(operatorSummarySchema).describe('The operator, changed'),
          ...guardedWriteErrors('notFound', 'conflict'),
        },
      },
    },
    async (request) =>
      ok(await changeOperatorRole(app.database.db, auditActorOf(request), request.params.id, request.body.role)),
  );
};
