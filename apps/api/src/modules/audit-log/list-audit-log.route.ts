import { auditLogQuerySchema, auditLogSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedReadErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { listAuditEntries } from './audit-log.repository.ts';

/** GET /admin/v1/audit-log — the audit log, newest first, filtered (管理者). */
export const listAuditLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/v1/audit-log',
    {
      onRequest: requireOperator('audit:read'),
      schema: {
        tags: ['audit-log'],
        summary: 'Read the audit log',
        description:
          'Every operator write, newest first: who, when, from which address, the operation, its target and ' +
          'the values before and after. Filters: operator_id, operation, target_type (and target_id), from ' +
          '(inclusive) and to (exclusive), ISO 8601 with an offset. Needs audit:read.',
        security: OPERATOR_SECURITY,
        querystring: auditLogQuerySchema,
        response: {
          200: successEnvelope(auditLogSchema).describe('One page of entries'),
          ...guardedReadErrors(),
        },
      },
    },
    async (request) => {
      const { query } = request;
      const { items, total } = await listAuditEntries(
        app.database.db,
        {
          operatorId: query.operator_id,
          operation: query.operation,
          targetType: query.target_type,
          targetId: query.target_id,
          from: query.from === undefined ? undefined : new Date(query.from),
          to: query.to === undefined ? undefined : new Date(query.to),
        },
        pageWindow(query),
      );
      return ok({ items, pagination: paginationOf(query, total) });
    },
  );
};
