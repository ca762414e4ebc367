import { OPERATOR_MESSAGES, operatorSummarySchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { setOperatorAccess } from './operators.service.ts';

export interface SetOperatorAccessOptions {
  /** `disable` or `enable`: the last segment of the path. */
  action: 'disable' | 'enable';
  summary: string;
}

/** POST /admin/v1/operators/{id}/disable and …/enable — stops an operator signing in, or lets them again (管理者). */
export const setOperatorAccessRoute: FastifyPluginAsyncZod<SetOperatorAccessOptions> = async (app, options) => {
  app.post(
    `/admin/v1/operators/:id/${options.action}`,
    {
      onRequest: requireOperator('operators:manage'),
      schema: {
        tags: ['operators'],
        summary: options.summary,
        description:
          'Disabling ends every session of the operator at once; they cannot sign in until enabled. 409 「' +
          OPERATOR_MESSAGES.lastAdmin +
          '」 when no active administrator would be left. Recorded in the audit log. Needs operators:manage; no body.',
        security: OPERATOR_SECURITY,
        params: operatorIdParams,
        response: {
          200: successEnvelope(operatorSummarySchema).describe('The operator, changed'),
          ...guardedWriteErrors('notFound', 'conflict'),
        },
      },
    },
    async (request) => {
      const status = options.action === 'disable' ? 'disabled' : 'active';
      return ok(await setOperatorAccess(app.database.db, auditActorOf(request), request.params.id, status));
    },
  );
};
