import { operatorListQuerySchema, operatorListSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedReadErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { countLiveSessions } from '../../lib/operator-sessions.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { listOperators, operatorSummary } from './operators.repository.ts';

/** GET /admin/v1/operators — every operator, oldest first (管理者). */
export const listOperatorsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/v1/operators',
    {
      onRequest: requireOperator('operators:manage'),
      schema: {
        tags: ['operators'],
        summary: 'List operators',
        description: 'Every operator with role, status, second factor and live sessions. Needs operators:manage.',
        security: OPERATOR_SECURITY,
        querystring: operatorListQuerySchema,
        response: {
          200: successEnvelope(operatorListSchema).describe('One page of operators'),
          ...guardedReadErrors(),
        },
      },
    },
    async (request) => {
      const { db } = app.database;
      const { rows, total } = await listOperators(db, pageWindow(request.query));
      const live = await countLiveSessions(db, request.receivedAt);
      return ok({
        items: rows.map((row) => operatorSummary(row, live.get(row.id) ?? 0)),
        pagination: paginationOf(request.query, total),
      });
    },
  );
};
