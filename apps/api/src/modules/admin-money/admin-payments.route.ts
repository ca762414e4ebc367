import {
  adminPaymentListSchema,
  adminPaymentRefundAnswerSchema,
  adminPaymentRefundRequestSchema,
  adminPurchaseQuerySchema,
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
          'newest first, those that did not go through included, each with the refunds asked for it and what ' +
          'may still be refunded. ' +
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
        summary: 'Ask for the refund of a plan or points payment, whole or in part (console)',
        description:
          'Records the refund of `amount_yen` (1 to `refundable_yen`; the rest of the payment when left out), ' +
          'with who asked and why, audited, in one transaction; the sign-in service then refunds it through ' +
          'the payment processor (card or carrier) once, takes back the festa points the refunded yen of a ' +
          "top-up bought (at the top-up's rate) or, once a plan payment is refunded whole, ends the plan it " +
          'paid for, and mails the member. A payment may be refunded in parts, one at a time; the payment ' +
          'answer shows how far each got (`refunds[].status`). While a refund is under way, or when nothing ' +
          'is left to refund, the payment is answered as it is, `requested: false`. 409 when the payment did ' +
          'not succeed, when the amount is more than is left to refund, or when the member no longer holds ' +
          'the points a top-up refund would take back. Needs refunds:write.',
        params: operatorIdParams,
        body: adminPaymentRefundRequestSchema,
        response: {
          200: successEnvelope(adminPaymentRefundAnswerSchema),
          ...guardedWriteErrors('notFound', 'conflict'),
        },
      },
    },
    async (request) =>
      ok(
        await requestPaymentRefund(app.database.db, auditActorOf(request), request.params.id, {
          reason: request.body.reason,
          amountYen: request.body.amount_yen,
        }),
      ),
  );
};
