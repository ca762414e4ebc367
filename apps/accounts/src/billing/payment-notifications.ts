/**
 * Settlement notifications from the processor. Each event is recorded once (payment_notifications is
 * keyed by the event id) in the same transaction that settles its payment, so a duplicate delivery finds
 * the event recorded and does nothing, and a failed one leaves no trace and is retried by the processor.
 */
import { type AppDatabase, paymentNotifications } from '@hanabi/db';
import { findPaymentByKey } from './pay-once.ts';
import type { ProcessorNotification } from './payment-processor.ts';
import { isFinal, settlePayment } from './settle-payment.ts';

export type NotificationResult = 'settled' | 'duplicate' | 'unknown_payment';

export async function handlePaymentNotification(
  db: AppDatabase,
  notification: ProcessorNotification,
  now: Date,
): Promise<NotificationResult> {
  return db.transaction(async (tx) => {
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
    if (!recorded) return 'duplicate';
    const payment = await findPaymentByKey(tx, notification.charge.idempotencyKey);
    if (!payment || !isFinal(notification.charge)) return 'unknown_payment';
    await settlePayment(tx, payment, notification.charge, now);
    return 'settled';
  });
}
