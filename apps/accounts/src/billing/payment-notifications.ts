/**
 * Settlement notifications from the processor. Each event is recorded once (payment_notifications is
 * keyed by the event id) in the same transaction that settles its payment, so a duplicate delivery finds
 * the event recorded and does nothing, and a failed one leaves no trace and is retried by the processor. A
 * success for a payment already settled as not paid is refunded (late-charges.ts).
 */
import { type AppDatabase, paymentNotifications } from '@hanabi/db';
import { isLateCharge, type RefundedLateCharge, refundLateCharge } from './late-charges.ts';
import { findPaymentByKey } from './pay-once.ts';
import type { PaymentProcessor, ProcessorNotification } from './payment-processor.ts';
import { isFinal, settlePayment } from './settle-payment.ts';

export type NotificationResult =
  | { outcome: 'settled' | 'duplicate' | 'unknown_payment' }
  /** The charge came after its payment was settled as not paid, and was given back: operators must know. */
  | ({ outcome: 'refunded_late_charge' } & RefundedLateCharge);

export async function handlePaymentNotification(
  db: AppDatabase,
  processor: PaymentProcessor,
  notification: ProcessorNotification,
  now: Date,
): Promise<NotificationResult> {
  return db.transaction(async (tx): Promise<NotificationResult> => {
    const [recorded] = await tx
      .insert(paymentNotifications)
      .values({
        processorEventId: notification.eventId,
        processorChargeId: notification.charge.id,
        type: notification.type,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: paymentNotifications.processorEventId })
      .returning({ id: paymentNotifications.processorEventId });
    if (!recorded) return { outcome: 'duplicate' };
    const payment = await findPaymentByKey(tx, notification.charge.idempotencyKey);
    if (!payment || !isFinal(notification.charge)) return { outcome: 'unknown_payment' };
    if (isLateCharge(payment, notification.charge)) {
      const refunded = await refundLateCharge(tx, processor, payment, notification.charge, now);
      return refunded ? { outcome: 'refunded_late_charge', ...refunded } : { outcome: 'duplicate' };
    }
    await settlePayment(tx, payment, notification.charge, now);
    return { outcome: 'settled' };
  });
}
