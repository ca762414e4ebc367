/**
 * Members' plan and points payments as a finance operator reads them (decision 0054), newest first, each with
 * the refund asked for it, if any: who asked, why, and how far the sign-in service got. Pass a transaction
 * instead of the database to read inside it.
 */
import type { AdminPayment } from '@hanabi/contract';
import { type AppDatabase, operators, paymentRefunds, payments } from '@hanabi/db';
import { count, desc, eq } from 'drizzle-orm';
import { toJapanIso } from '../../lib/japan-time.ts';

function paymentsQuery(db: AppDatabase) {
  return db
    .select({ payment: payments, refund: paymentRefunds, operatorName: operators.name })
    .from(payments)
    .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
    .leftJoin(operators, eq(operators.id, paymentRefunds.operatorId));
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsQuery>['execute']>>[number];

function toAdminPayment({ payment, refund, operatorName }: PaymentRow): AdminPayment {
  return {
    id: payment.id,
    purpose: payment.purpose,
    amount_yen: payment.amountYen,
    method: payment.method,
    status: payment.status,
    plan_id: payment.planId,
    points: payment.points,
    created_at: toJapanIso(payment.createdAt),
    settled_at: payment.settledAt && toJapanIso(payment.settledAt),
    refund: refund && {
      status: refund.status,
      reason: refund.reason,
      operator_name: operatorName ?? '',
      requested_at: toJapanIso(refund.requestedAt),
      settled_at: refund.settledAt && toJapanIso(refund.settledAt),
      failure_reason: refund.failureReason,
      attempts: refund.attempts,
    },
  };
}

/** One page of the member's payments, newest first, those that did not go through included. */
export async function listMemberPayments(
  db: AppDatabase,
  memberId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: AdminPayment[]; total: number }> {
  const rows = await paymentsQuery(db)
    .where(eq(payments.userId, memberId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(payments).where(eq(payments.userId, memberId));
  return { items: rows.map(toAdminPayment), total: total?.total ?? 0 };
}

export async function findAdminPayment(db: AppDatabase, id: number): Promise<AdminPayment | undefined> {
  const [row] = await paymentsQuery(db).where(eq(payments.id, id));
  return row && toAdminPayment(row);
}
