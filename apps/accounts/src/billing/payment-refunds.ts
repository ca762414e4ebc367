/**
 * Carrying out the refunds operators asked for in the console (decision 0054). The API records the request;
 * this service holds the payment processor, so it asks the processor for each requested refund and settles it
 * in one transaction with what follows: a top-up's festa points taken back from the ledger (those the refunded
 * yen bought, for a partial refund), a plan payment's plan ended once the payment is refunded whole, the member
 * told by mail.
 *
 * Once only: the refund row is locked while it is carried out, and the processor is always asked with the
 * row's idempotency key, so a timeout retried later, or two workers, never refund twice. A timeout leaves the
 * refund requested (one more attempt counted) for the next round.
 */

import { PLANS } from '@hanabi/contract';
import { type AppDatabase, paymentRefunds, payments, queueMail, users } from '@hanabi/db';
import { canTakeBackTopUp, takeBackTopUp, topUpRefundPoints } from '@hanabi/membership';
import { and, asc, eq, lt, sum } from 'drizzle-orm';
import { type PaymentProcessor, PaymentTimeoutError, RefundRefusedError } from './payment-processor.ts';
import { planKeyOf } from './plan-entry.ts';
import { endSubscription, openSubscription } from './subscriptions.ts';

export type RefundOutcome = 'succeeded' | 'failed' | 'retry' | 'not_requested';

type RefundRow = typeof paymentRefunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The processor's refund id, or why there is none; null means no answer yet (ask again later). */
async function askProcessor(
  processor: PaymentProcessor,
  refund: RefundRow,
  payment: PaymentRow,
): Promise<{ refundId: string } | { failure: string } | null> {
  if (payment.processorChargeId === null) return { failure: 'no_charge_at_processor' };
  try {
    const answer = await processor.refund({
      idempotencyKey: refund.idempotencyKey,
      chargeId: payment.processorChargeId,
      amountYen: refund.amountYen,
      reason: refund.reason,
    });
    return { refundId: answer.id };
  } catch (error) {
    if (error instanceof PaymentTimeoutError) return null;
    // Refunded already elsewhere: the money is back with the member, which is what was asked.
    if (error instanceof RefundRefusedError && error.existingRefundId !== null) {
      return { refundId: error.existingRefundId };
    }
    if (error instanceof RefundRefusedError) return { failure: error.reason };
    throw error;
  }
}

/** What the refund changes besides the money: festa points taken back, or the plan's end. */
interface Settlement {
  /** Festa points taken back (top-ups). */
  points: number;
  /** Whether the payment is now refunded whole. */
  whole: boolean;
}

function memberMail(payment: PaymentRow, refund: RefundRow, { points, whole }: Settlement) {
  const plan = planKeyOf(payment.planId);
  const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;
  const what =
    payment.purpose === 'points_top_up'
      ? `フェスタポイント ${payment.points ?? 0} ポイントのご購入（${yen(payment.amountYen)}）`
      : `${plan ? PLANS[plan].name : ''}プランのお支払い（${yen(payment.amountYen)}）`;
  const refunded = refund.amountYen === payment.amountYen ? '' : `のうち${yen(refund.amountYen)}`;
  let after = '';
  if (payment.purpose === 'points_top_up') {
    after = points > 0 ? `ご購入いただいたポイントのうち ${points} ポイントは取り消されました。\n` : '';
  } else if (whole) {
    after = 'このお支払いによるプランのご利用は終了しました。\n';
  }
  return {
    subject: '【Hanabi】返金のお知らせ',
    text: `${what}${refunded}を返金いたしました。\n${after}\n理由: ${refund.reason}\n\n返金がご利用明細に反映されるまで、カード会社・携帯電話会社により日数がかかることがあります。\n`,
  };
}

/** Yen of the payment's succeeded refunds made before this one. */
async function refundedBefore(tx: AppDatabase, refund: RefundRow): Promise<number> {
  const [row] = await tx
    .select({ yen: sum(paymentRefunds.amountYen).mapWith(Number) })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.paymentId, refund.paymentId),
        eq(paymentRefunds.status, 'succeeded'),
        lt(paymentRefunds.id, refund.id),
      ),
    );
  return row?.yen ?? 0;
}

async function settle(
  tx: AppDatabase,
  refund: RefundRow,
  payment: PaymentRow,
  settlement: Settlement,
  now: Date,
): Promise<void> {
  if (payment.purpose === 'points_top_up') {
    const { points } = settlement;
    if (points > 0) {
      await takeBackTopUp(tx, { userId: payment.userId, reference: refund.idempotencyKey, points, now });
    }
  } else if (settlement.whole) {
    const plan = await openSubscription(tx, payment.userId);
    if (plan && plan.planId === payment.planId) await endSubscription(tx, plan.id, 'refunded', now);
  }
  const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, payment.userId));
  if (member)
    await queueMail(
      tx,
      { to: member.email, reference: `payment_refund:${refund.id}`, ...memberMail(payment, refund, settlement) },
      now,
    );
}

/** Carries out one requested refund; `not_requested` when it is settled already or another worker has it. */
export function carryOutRefund(
  db: AppDatabase,
  processor: PaymentProcessor,
  refundId: number,
  now: Date,
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'requested')))
      .for('update', { skipLocked: true });
    if (!refund) return 'not_requested';
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
    if (!payment) throw new Error(`payment ${refund.paymentId} vanished`);
    const fail = async (failureReason: string): Promise<RefundOutcome> => {
      await tx
        .update(paymentRefunds)
        .set({ status: 'failed', failureReason, settledAt: now })
        .where(eq(paymentRefunds.id, refund.id));
      return 'failed';
    };
    const before = await refundedBefore(tx, refund);
    const settlement: Settlement = {
      points:
        payment.purpose === 'points_top_up'
          ? topUpRefundPoints({ amountYen: payment.amountYen, points: payment.points ?? 0 }, before, refund.amountYen)
          : 0,
      whole: before + refund.amountYen >= payment.amountYen,
    };
    // Spent points cannot be taken back: ask the processor for nothing then (the lock holds until commit).
    const { points } = settlement;
    if (payment.purpose === 'points_top_up' && !(await canTakeBackTopUp(tx, { userId: payment.userId, points, now }))) {
      return fail('points_spent');
    }
    const answer = await askProcessor(processor, refund, payment);
    if (answer === null) {
      await tx
        .update(paymentRefunds)
        .set({ attempts: refund.attempts + 1 })
        .where(eq(paymentRefunds.id, refund.id));
      return 'retry';
    }
    if ('failure' in answer) return fail(answer.failure);
    await tx
      .update(paymentRefunds)
      .set({ status: 'succeeded', processorRefundId: answer.refundId, settledAt: now })
      .where(eq(paymentRefunds.id, refund.id));
    await settle(tx, refund, payment, settlement, now);
    return 'succeeded';
  });
}

/** Carries out every refund requested now, oldest first; returns what became of each. */
export async function carryOutRequestedRefunds(
  db: AppDatabase,
  processor: PaymentProcessor,
  clock: () => Date,
): Promise<RefundOutcome[]> {
  const requested = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'requested'))
    .orderBy(asc(paymentRefunds.requestedAt), asc(paymentRefunds.id))
    .limit(50);
  const outcomes: RefundOutcome[] = [];
  for (const { id } of requested) outcomes.push(await carryOutRefund(db, processor, id, clock()));
  return outcomes;
}

/** Looks for requested refunds every `pollMs`, one round at a time; `stop` waits for the round under way. */
export function startRefundWorker(
  db: AppDatabase,
  processor: PaymentProcessor,
  { pollMs, clock, onError }: { pollMs: number; clock: () => Date; onError: (error: unknown) => void },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => carryOutRequestedRefunds(db, processor, clock).catch(onError);
  const timer = setInterval(() => {
    running = running.then(round);
  }, pollMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
