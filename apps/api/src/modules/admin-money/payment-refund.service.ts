/**
 * Asking for the refund of a plan or points payment, whole or in part (decision 0054). The API cannot reach
 * the payment processor — the sign-in service holds it — so this records the request, with its idempotency
 * key and the audit entry, in one transaction; the sign-in service carries it out and settles it. A payment
 * may be refunded in parts, one at a time, together at most the payment: while one is under way, or when
 * nothing is left, asking again answers the payment as it is, `requested: false`, and writes nothing.
 *
 * A top-up whose festa points (those the refunded yen bought) the member no longer holds is refused here,
 * under the member's points lock, so the operator learns at once; the sign-in service checks again when it
 * takes them back.
 */
import type { AdminPaymentRefundAnswer } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, paymentRefunds, payments } from '@hanabi/db';
import { canTakeBackTopUp, paymentRefundKey, topUpRefundPoints } from '@hanabi/membership';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { OperatorActor } from '../../lib/audit-actor.ts';
import { findAdminPayment } from './admin-payments.repository.ts';

export const PAYMENT_NOT_FOUND_MESSAGE = 'この支払いは見つかりません。';
export const PAYMENT_NOT_REFUNDABLE_MESSAGE = '支払いが完了していないため返金できません。';
export const POINTS_SPENT_MESSAGE =
  'このお支払いで購入されたポイントがすでに使われているため、返金できません。会員の保有フェスタポイントをご確認ください。';

export function refundExceedsMessage(refundableYen: number): string {
  return `返金できるのは残りの${refundableYen.toLocaleString('ja-JP')}円までです。金額を確かめてください。`;
}

export function requestPaymentRefund(
  db: AppDatabase,
  actor: OperatorActor,
  paymentId: number,
  request: { reason: string; amountYen?: number | undefined },
): Promise<AdminPaymentRefundAnswer> {
  const { reason } = request;
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new ApiError('notFound', { message: PAYMENT_NOT_FOUND_MESSAGE });
    const before = await findAdminPayment(tx, paymentId);
    if (!before) throw new Error(`payment ${paymentId} vanished`);
    if (payment.status !== 'succeeded' || payment.processorRefundId !== null) {
      throw new ApiError('conflict', { message: PAYMENT_NOT_REFUNDABLE_MESSAGE });
    }
    const underWay = before.refunds.some((refund) => refund.status === 'requested');
    if (underWay || before.refundable_yen === 0) return { requested: false, payment: before };
    const amountYen = request.amountYen ?? before.refundable_yen;
    if (amountYen > before.refundable_yen) {
      throw new ApiError('conflict', { message: refundExceedsMessage(before.refundable_yen) });
    }
    const refundedYen = payment.amountYen - before.refundable_yen;
    const points =
      payment.purpose === 'points_top_up'
        ? topUpRefundPoints({ amountYen: payment.amountYen, points: payment.points ?? 0 }, refundedYen, amountYen)
        : null;
    if (points !== null && !(await canTakeBackTopUp(tx, { userId: payment.userId, points, now: actor.at }))) {
      throw new ApiError('conflict', { message: POINTS_SPENT_MESSAGE });
    }
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId,
        userId: payment.userId,
        amountYen,
        reason,
        operatorId: actor.operatorId,
        idempotencyKey: paymentRefundKey(paymentId, before.refunds.length + 1),
        requestedAt: actor.at,
      })
      .returning({ id: paymentRefunds.id });
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'payment.refund',
      targetType: 'payment',
      targetId: paymentId,
      before: {
        status: payment.status,
        member_id: payment.userId,
        purpose: payment.purpose,
        amount_yen: payment.amountYen,
        refundable_yen: before.refundable_yen,
      },
      after: {
        reason,
        refund_id: refund?.id,
        refund_status: 'requested',
        refund_amount_yen: amountYen,
        ...(points === null ? {} : { points_taken_back: points }),
      },
    });
    const after = await findAdminPayment(tx, paymentId);
    if (!after) throw new Error(`payment ${paymentId} vanished`);
    return { requested: true, payment: after };
  });
}
