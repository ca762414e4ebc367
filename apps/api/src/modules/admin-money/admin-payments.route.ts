import {
  adminPaymentListSchema,
  adminPaymentRefundAnswerSchema,
  adminPurchaseQuerySchema,
  adminRefundRequestSchema,
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
import { listMemberPayments } from './admin-payments.repository.ts';
import { memberListAnswer } from './member-list.ts';
import { requestPaymentRefund } from './payment-refund.service.ts';

const common = { tags: ['admin-money'], security: OPERATOR_SECURITY };

/** A member's plan and points payments (sales:read) and asking for a refund of one (refunds:write; decision 0054). */
export const adminPaymentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/v1/payments',
    {
      onRequest: requireOperator('sales:read'),
      schema: {
        ...common,
        summary: "List a member's plan and points payments (console)",
        description:
          'The member named by `member` (e-mail address, member id or festa user id), with their payments ' +
          'newest first, those that did not go through included, each with its refund if one was asked for. ' +
          '404 when no member matches. Needs sales:read.',
        querystring: adminPurchaseQuerySchema,
        response: { 200: successEnvelope(adminPaymentListSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(await memberListAnswer(app.database.db, request.query, listMemberPayments)),
  );

  app.post(
    '/admin/v1/payments/:id/refund',
    {
      onRequest: requireOperator('refunds:write'),
      schema: {
        ...common,
        summary: 'Ask for the refund of a plan or points payment (console)',
        description:
          'Records the refund, with who asked and why, audited, in one transaction; the sign-in service then ' +
          'refunds it through the payment processor (card or carrier) once, takes back the festa points of a ' +
          'top-up or ends the plan a plan payment paid for, and mails the member. The payment answer shows ' +
          'how far it got (`refund.status`). A payment with a refund already is answered as it is, ' +
          '`requested: false`. 409 when the payment did not succeed, or when the points a top-up bought were ' +
          'spent. Needs refunds:write.',
        params: operatorIdParams,
        body: adminRefundRequestSchema,
        response: {
          200: successEnvelope(adminPaymentRefundAnswerSchema),
          ...guardedWriteErrors('notFound', 'conflict'),
        },
      },
    },
    async (request) =>
      ok(await requestPaymentRefund(app.database.db, auditActorOf(request), request.params.id, request.body.reason)),
  );
};
