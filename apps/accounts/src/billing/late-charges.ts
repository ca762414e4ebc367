/**
 * A charge that succeeds after its payment was settled as not paid — given up as never charged
 * (`no_charge_at_processor`: the processor had no charge ten minutes on, then made it after all), or declined
 * or failed — must not keep the member's money for nothing (decision 0037). The member was told nothing was
 * charged, so the charge is refunded through the processor rather than delivered: a plan or points they gave
 * up on, and may have paid for again since, would surprise them; a refund makes true what they were told.
 *
 * Once only: the refund's idempotency key is derived from the payment's, the processor refunds once per key,
 * and only the caller whose conditional update records the refund reports it — so a redelivered or
 * concurrent notification refunds once and alerts once. Run it inside the transaction that records the
 * notification: when anything fails, nothing is recorded and the processor delivers the notification again.
 */
import { type AppDatabase, payments } from '@hanabi/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProcessor, ProcessorCharge, ProcessorRefund } from './payment-processor.ts';
import type { Payment } from './settle-payment.ts';

/** The payment's failure reason once its late charge was refunded. */
export const LATE_CHARGE_REFUNDED = 'late_charge_refunded';

export interface RefundedLateCharge {
  payment: Payment;
  refund: ProcessorRefund;
}

/** Whether `charge` took money for a payment already settled as not paid, and not refunded yet. */
export function isLateCharge(payment: Payment, charge: ProcessorCharge): boolean {
  const settledUnpaid = payment.status === 'failed' || payment.status === 'declined';
  return charge.status === 'succeeded' && settledUnpaid && payment.processorRefundId === null;
}

/** Refunds the late charge; null when another caller recorded its refund first. */
export async function refundLateCharge(
  tx: AppDatabase,
  processor: PaymentProcessor,
  payment: Payment,
  charge: ProcessorCharge,
  now: Date,
): Promise<RefundedLateCharge | null> {
  const refund = await processor.refund({
    idempotencyKey: `refund:${payment.idempotencyKey}`,
    chargeId: charge.id,
    amountYen: charge.amountYen,
    reason: `payment ${payment.id} was settled as ${payment.failureReason ?? payment.status} before this charge succeeded`,
  });
  const [refunded] = await tx
    .update(payments)
    .set({
      failureReason: LATE_CHARGE_REFUNDED,
      processorChargeId: charge.id,
      processorRefundId: refund.id,
      refundedAt: now,
    })
    .where(and(eq(payments.id, payment.id), isNull(payments.processorRefundId)))
    .returning();
  return refunded ? { payment: refunded, refund } : null;
}

/**
 * The alert an operator is paged for: money moved where the service had decided none would. One error line
 * with a stable `alert` name and what is needed to follow the payment up with the processor and the member.
 */
export function alertRefundedLateCharge(log: FastifyBaseLogger, { payment, refund }: RefundedLateCharge): void {
  log.error(
    {
      alert: 'payment_late_charge_refunded',
      paymentId: payment.id,
      userId: payment.userId,
      purpose: payment.purpose,
      amountYen: refund.amountYen,
      chargeId: refund.chargeId,
      refundId: refund.id,
    },
    'A charge succeeded after its payment was settled as not paid; it was refunded and nothing was delivered',
  );
}
