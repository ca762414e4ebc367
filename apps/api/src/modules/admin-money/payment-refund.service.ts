/**
 * Asking for the refund of a plan or points payment (decision 0054). The API cannot reach the payment
 * processor — the sign-in service holds it — so this records the request, with its idempotency key and the
 * audit entry, in one transaction; the sign-in service carries it out and settles it. A payment has one
 * refund: asking again answers the refund as it is, `requested: false`, and writes nothing.
 *
 * A top-up whose festa points the member no longer holds is refused here, under the member's points lock,
 * so the operator learns at once; the sign-in service checks again when it takes them back.
 */
import type { AdminPaymentRefundAnswer } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, paymentRefunds, payments } from '@hanabi/db';
import { canTakeBackTopUp } from '@hanabi/membership';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { OperatorActor } from '../../lib/audit-actor.ts';
import { findAdminPayment } from './admin-payments.repository.ts';

export const PAYMENT_NOT_FOUND_MESSAGE = 'この支払いは見つかりません。';
export const PAYMENT_NOT_REFUNDABLE_MESSAGE = '支払いが完了していないため返金できません。';
export const POINTS_SPENT_MESSAGE =
  'このお支払いで購入されたポイントがすでに使われているため、返金できません。会員の保有フェスタポイントをご確認ください。';

/** The processor's idempotency key of the refund of a payment: one refund per payment, whoever asks. */
export function paymentRefundKey(paymentId: number): string {
  return `payment-refund:${paymentId}`;
}

export function requestPaymentRefund(
  db: AppDatabase,
  actor: OperatorActor,
  paymentId: number,
  reason: string,
): Promise<AdminPaymentRefundAnswer> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new ApiError('notFound', { message: PAYMENT_NOT_FOUND_MESSAGE });
    const before = await findAdminPayment(tx, paymentId);
    if (before?.refund) return { requested: false, payment: before };
    if (payment.status !== 'succeeded' || payment.processorRefundId !== null) {
      throw new ApiError('conflict', { message: PAYMENT_NOT_REFUNDABLE_MESSAGE });
    }
    if (
      payment.purpose === 'points_top_up' &&
      !(await canTakeBackTopUp(tx, { userId: payment.userId, points: payment.points ?? 0, now: actor.at }))
    ) {
      throw new ApiError('conflict', { message: POINTS_SPENT_MESSAGE });
    }
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId,
        userId: payment.userId,
        amountYen: payment.amountYen,
        reason,
        operatorId: actor.operatorId,
        idempotencyKey: paymentRefundKey(paymentId),
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
      },
      after: { reason, refund_id: refund?.id, refund_status: 'requested' },
    });
    const after = await findAdminPayment(tx, paymentId);
    if (!after) throw new Error(`payment ${paymentId} vanished`);
    return { requested: true, payment: after };
  });
}
