/**
 * Recording what the processor said about a charge, and delivering what was paid for. Whoever learns the
 * outcome first — the request that charged, a later reconciliation, or a processor notification — settles
 * the payment; the others find it settled and change nothing. The pending → settled update is the guard:
 * only the caller that makes it delivers the plan or the points, in the same transaction.
 */
import { type AppDatabase, payments, subscriptions } from '@hanabi/db';
import { grantPoints, topUpReference } from '@hanabi/membership';
import { and, eq } from 'drizzle-orm';
import { replaceCard } from './card-on-file.ts';
import { nextPaymentDay } from './japan-calendar.ts';
import type { ProcessorCharge } from './payment-processor.ts';

export type Payment = typeof payments.$inferSelect;
type FinalCharge = Extract<ProcessorCharge, { status: 'succeeded' | 'declined' | 'failed' }>;

export function isFinal(charge: ProcessorCharge): charge is FinalCharge {
  return charge.status !== 'awaiting_approval';
}

async function deliver(tx: AppDatabase, payment: Payment, charge: FinalCharge, now: Date): Promise<void> {
  if (payment.purpose === 'points_top_up') {
    await grantPoints(tx, {
      kind: 'top_up',
      userId: payment.userId,
      points: payment.points ?? 0,
      reference: topUpReference(payment.id),
      now,
    });
    return;
  }
  if (payment.purpose === 'plan_entry') {
    if (charge.source.kind === 'card') await replaceCard(tx, payment.userId, charge.source.card, now);
    await tx.insert(subscriptions).values({
      userId: payment.userId,
      planId: payment.planId ?? 0,
      paymentMethod: payment.method,
      startedAt: now,
      nextPaymentDay: nextPaymentDay(now),
    });
  }
}

/** Settles a pending payment with the processor's final word; returns the payment as it now stands. */
export async function settlePayment(
  db: AppDatabase,
  payment: Payment,
  charge: FinalCharge,
  now: Date,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set({
        status: charge.status,
        processorChargeId: charge.id,
        failureReason: charge.status === 'succeeded' ? null : charge.reason,
        settledAt: now,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!settled) return reload(tx, payment.id);
    if (charge.status === 'succeeded') await deliver(tx, settled, charge, now);
    return settled;
  });
}

/** Gives up on a pending payment the processor has never heard of: nothing was charged. */
export async function markNeverCharged(db: AppDatabase, payment: Payment, now: Date): Promise<Payment> {
  const [updated] = await db
    .update(payments)
    .set({ status: 'failed', failureReason: 'no_charge_at_processor', settledAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  return updated ?? reload(db, payment.id);
}

async function reload(db: AppDatabase, paymentId: number): Promise<Payment> {
  const [current] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!current) throw new Error(`payment ${paymentId} vanished`);
  return current;
}
