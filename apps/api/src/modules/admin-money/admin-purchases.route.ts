import {
  adminPurchaseListSchema,
  adminPurchaseQuerySchema,
  adminRefundRequestSchema,
  adminRefundSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import {
  guardedReadErrors,
  guardedWriteErrors,
  OPERATOR_SECURITY,
  operatorIdParams,
} from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { listMemberPurchases } from './admin-purchases.repository.ts';
import { memberListAnswer } from './member-list.ts';
import { refundPurchase } from './purchase-refund.service.ts';

const common = { tags: ['admin-money'], security: OPERATOR_SECURITY };

/** A member's episode purchases (sales:read) and the refund of one (refunds:write, audited; decision 0052). */
export const adminPurchasesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/v1/purchases',
    {
      onRequest: requireOperator('sales:read'),
      schema: {
        ...common,
        summary: "List a member's episode purchases (console)",
        description:
          'The member named by `member` (e-mail address, member id or festa user id), with their purchases ' +
          'newest first, failed attempts and refunds included. 404 when no member matches. Needs sales:read.',
        querystring: adminPurchaseQuerySchema,
        response: { 200: successEnvelope(adminPurchaseListSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(await memberListAnswer(app.database.db, request.query, listMemberPurchases)),
  );

  app.post(
    '/admin/v1/purchases/:id/refund',
    {
      onRequest: requireOperator('refunds:write'),
      schema: {
        ...common,
        summary: 'Refund an episode purchase (console)',
        description:
          'Gives the points back in a compensating ledger transaction, removes the episode the purchase ' +
          'granted, and records who refunded it and why, audited, in one transaction. A purchase refunded ' +
          'already is answered as it is, `refunded: false`, and nothing changes. 409 when the purchase is not ' +
          'completed. Needs refunds:write.',
        params: operatorIdParams,
        body: adminRefundRequestSchema,
        response: { 200: successEnvelope(adminRefundSchema), ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) =>
      ok(await refundPurchase(app.database.db, auditActorOf(request), request.params.id, request.body.reason)),
  );
};
