/**
 * One payment intent, charged at most once. The intent's idempotency key is the payments row's unique key
 * and the key given to the processor, so a reload, a double click or a replayed form finds the first
 * payment (and its outcome) instead of charging again. When the processor's answer is lost (a timeout),
 * the payment stays pending and is reconciled by looking the charge up by that key.
 */
import type { PlanPaymentMethod } from '@hanabi/contract';
import { type AppDatabase, payments, users } from '@hanabi/db';
import { and, eq, isNull } from 'drizzle-orm';
import {
  type ChargeSource,
  type PaymentProcessor,
  PaymentTimeoutError,
  type ProcessorCharge,
} from './payment-processor.ts';
import { isFinal, markNeverCharged, type Payment, settlePayment } from './settle-payment.ts';

/** A pending payment the processor has never heard of after this long was never charged. */
export const NEVER_CHARGED_AFTER_MS = 10 * 60 * 1000;

export interface PaymentIntent {
  userId: number;
  idempotencyKey: string;
  purpose: 'plan_entry' | 'points_top_up';
  amountYen: number;
  method: PlanPaymentMethod;
  planId?: number;
  points?: number;
  /** Shown on the member's statement and on the carrier's approval page. */
  description: string;
  source: ChargeSource;
}

export type PaymentOutcome =
  | { status: 'succeeded'; payment: Payment }
  | { status: 'declined' | 'failed'; reason: string; payment: Payment }
  /** The processor's answer is not known yet; nothing more will be charged for this intent. */
  | { status: 'pending'; payment: Payment }
  | { status: 'awaiting_approval'; approvalUrl: string; payment: Payment };

/** Checked under the member's row lock just before a new payment is recorded; a string refuses it. */
export type PaymentGuard<Refusal extends string> = (tx: AppDatabase, userId: number) => Promise<Refusal | null>;

type Started<Refusal> = { refusal: Refusal } | { payment: Payment; created: boolean };

function outcomeOf(payment: Payment): PaymentOutcome {
  if (payment.status === 'succeeded' || payment.status === 'pending') return { status: payment.status, payment };
  return { status: payment.status, reason: payment.failureReason ?? 'processing_error', payment };
}

async function applyCharge(db: AppDatabase, payment: Payment, charge: ProcessorCharge, now: Date) {
  if (isFinal(charge)) return outcomeOf(await settlePayment(db, payment, charge, now));
  await db
    .update(payments)
    .set({ processorChargeId: charge.id })
    .where(and(eq(payments.id, payment.id), isNull(payments.processorChargeId)));
  return { status: 'awaiting_approval' as const, approvalUrl: charge.approvalUrl, payment };
}

/** Brings a pending payment up to date with the processor; a settled one is returned as it is. */
export async function reconcilePayment(
  db: AppDatabase,
  processor: PaymentProcessor,
  payment: Payment,
  now: Date,
): Promise<PaymentOutcome> {
  if (payment.status !== 'pending') return outcomeOf(payment);
  let charge: ProcessorCharge | null;
  try {
    charge = await processor.findCharge(payment.idempotencyKey);
  } catch (error) {
    if (error instanceof PaymentTimeoutError) return outcomeOf(payment);
    throw error;
  }
  if (charge) return applyCharge(db, payment, charge, now);
  const neverCharged = now.getTime() - payment.createdAt.getTime() >= NEVER_CHARGED_AFTER_MS;
  return outcomeOf(neverCharged ? await markNeverCharged(db, payment, now) : payment);
}

export async function findPaymentByKey(db: AppDatabase, idempotencyKey: string): Promise<Payment | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
  return payment ?? null;
}

/** The member's own succeeded payment of this key and purpose (what a completion page shows), or null. */
export async function findSucceededPayment(
  db: AppDatabase,
  userId: number,
  idempotencyKey: string | null,
  purpose: PaymentIntent['purpose'],
): Promise<Payment | null> {
  const payment = idempotencyKey ? await findPaymentByKey(db, idempotencyKey) : null;
  const shown = payment?.userId === userId && payment.purpose === purpose && payment.status === 'succeeded';
  return shown ? payment : null;
}

export type IntentOutcome = PaymentOutcome | { foreignKey: true };

/**
 * The outcome of an intent already started (a replayed form, the return from a carrier's page), brought up
 * to date with the processor; null when no payment has this key yet.
 */
export async function resumePayment(
  db: AppDatabase,
  processor: PaymentProcessor,
  userId: number,
  idempotencyKey: string,
  now: Date,
): Promise<IntentOutcome | null> {
  const payment = await findPaymentByKey(db, idempotencyKey);
  if (!payment) return null;
  if (payment.userId !== userId) return { foreignKey: true };
  return reconcilePayment(db, processor, payment, now);
}

async function startPayment<Refusal extends string>(
  db: AppDatabase,
  intent: PaymentIntent,
  now: Date,
  guard: PaymentGuard<Refusal> | undefined,
): Promise<Started<Refusal>> {
  return db.transaction(async (tx) => {
    // One member's payments start one at a time, so a guard's check still holds when the row is written.
    // `no key update`, not `update`: settling a concurrent payment inserts rows referencing the member
    // (a subscription), whose key-share lock `update` would block while this waits on that payment's key —
    // a deadlock PostgreSQL detected on a double-clicked form whose first charge settled meanwhile.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, intent.userId)).for('no key update');
    const refusal = guard ? await guard(tx, intent.userId) : null;
    if (refusal) return { refusal };
    const [inserted] = await tx
      .insert(payments)
      .values({
        userId: intent.userId,
        purpose: intent.purpose,
        amountYen: intent.amountYen,
        method: intent.method,
        idempotencyKey: intent.idempotencyKey,
        planId: intent.planId,
        points: intent.points,
        createdAt: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    if (inserted) return { payment: inserted, created: true };
    const existing = await findPaymentByKey(tx, intent.idempotencyKey);
    if (!existing) throw new Error(`payment ${intent.idempotencyKey} vanished`);
    return { payment: existing, created: false };
  });
}

/**
 * Pays for `intent` unless its key was paid (or tried) already, in which case that first outcome is
 * returned. `{ refusal }` when the guard refused, `{ foreignKey: true }` when the key belongs to another
 * member's payment (a tampered form).
 */
export function payOnce(
  db: AppDatabase,
  processor: PaymentProcessor,
  intent: PaymentIntent,
  now: Date,
): Promise<IntentOutcome>;
export function payOnce<Refusal extends string>(
  db: AppDatabase,
  processor: PaymentProcessor,
  intent: PaymentIntent,
  now: Date,
  guard: PaymentGuard<Refusal>,
): Promise<IntentOutcome | { refusal: Refusal }>;
export async function payOnce<Refusal extends string>(
  db: AppDatabase,
  processor: PaymentProcessor,
  intent: PaymentIntent,
  now: Date,
  guard?: PaymentGuard<Refusal>,
): Promise<IntentOutcome | { refusal: Refusal }> {
  const resumed = await resumePayment(db, processor, intent.userId, intent.idempotencyKey, now);
  if (resumed) return resumed;
  const started = await startPayment(db, intent, now, guard);
  if ('refusal' in started) return started;
  const { payment, created } = started;
  // Created meanwhile by a concurrent submit of the same form.
  if (!created) {
    return payment.userId === intent.userId ? reconcilePayment(db, processor, payment, now) : { foreignKey: true };
  }

  let charge: ProcessorCharge;
  try {
    charge = await processor.charge({
      idempotencyKey: intent.idempotencyKey,
      source: intent.source,
      amountYen: intent.amountYen,
      description: intent.description,
    });
  } catch (error) {
    if (error instanceof PaymentTimeoutError) return reconcilePayment(db, processor, payment, now);
    throw error;
  }
  return applyCharge(db, payment, charge, now);
}
