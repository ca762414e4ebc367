/**
 * Members' plan and points payments as a finance operator reads them (decision 0054), newest first, each with
 * the refunds asked for it, oldest first — who asked, how much, why, and how far the sign-in service got — and
 * what may still be refunded. Pass a transaction instead of the database to read inside it.
 */
import type { AdminPayment } from '@hanabi/contract';
import { type AppDatabase, operators, paymentRefunds, payments } from '@hanabi/db';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { toJapanIso } from '../../lib/japan-time.ts';

type Payment = typeof payments.$inferSelect;

async function refundsOf(db: AppDatabase, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({ refund: paymentRefunds, operatorName: operators.name })
    .from(paymentRefunds)
    .leftJoin(operators, eq(operators.id, paymentRefunds.operatorId))
    .where(inArray(paymentRefunds.paymentId, paymentIds))
    .orderBy(asc(paymentRefunds.requestedAt), asc(paymentRefunds.id));
}

type RefundRow = Awaited<ReturnType<typeof refundsOf>>[number];

function toAdminPayment(payment: Payment, rows: RefundRow[]): AdminPayment {
  const refunds = rows.filter(({ refund }) => refund.paymentId === payment.id);
  // A failed refund gave nothing back; one under way holds its amount until it is settled.
  const heldYen = refunds
    .filter(({ refund }) => refund.status !== 'failed')
    .reduce((sum, { refund }) => sum + refund.amountYen, 0);
  const underWay = refunds.some(({ refund }) => refund.status === 'requested');
  const refundable = payment.status === 'succeeded' && payment.processorRefundId === null && !underWay;
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
    refunds: refunds.map(({ refund, operatorName }) => ({
      id: refund.id,
      amount_yen: refund.amountYen,
      status: refund.status,
      reason: refund.reason,
      operator_name: operatorName ?? '',
      requested_at: toJapanIso(refund.requestedAt),
      settled_at: refund.settledAt && toJapanIso(refund.settledAt),
      failure_reason: refund.failureReason,
      attempts: refund.attempts,
    })),
    refundable_yen: refundable ? Math.max(payment.amountYen - heldYen, 0) : 0,
  };
}

/** One page of the member's payments, newest first, those that did not go through included. */
export async function listMemberPayments(
  db: AppDatabase,
  memberId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: AdminPayment[]; total: number }> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, memberId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  const refunds = await refundsOf(
    db,
    rows.map((payment) => payment.id),
  );
  const [total] = await db.select({ total: count() }).from(payments).where(eq(payments.userId, memberId));
  return { items: rows.map((payment) => toAdminPayment(payment, refunds)), total: total?.total ?? 0 };
}

export async function findAdminPayment(db: AppDatabase, id: number): Promise<AdminPayment | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment && toAdminPayment(payment, await refundsOf(db, [id]));
}
