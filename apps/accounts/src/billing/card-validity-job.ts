/**
 * The periodic card validity check (forced cancellation, spec §3). Plans paid by credit card have their
 * current card checked at the processor. A card that fails is marked (is_failed_validity_check,
 * has_invalid_card) and the plan is scheduled to end 14 Japanese calendar days later; registering a
 * working card before then lifts the schedule (card-on-file.ts). A run on or after the scheduled day ends
 * the plan as a forced cancellation. Safe to run as often as wanted: each step changes a row once.
 */
import { type AppDatabase, paymentCards, subscriptions } from '@hanabi/db';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { addDays, japanDate } from './japan-calendar.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { endSubscription } from './subscriptions.ts';

/** Days between a failed check and the forced cancellation, counted in Japanese calendar days. */
export const FORCED_CANCEL_GRACE_DAYS = 14;

export interface CardCheckSummary {
  /** The Japanese calendar day the run counts as today. */
  today: string;
  checked: number;
  failed: number;
  /** The processor could not be asked; these cards are checked again on the next run. */
  unchecked: number;
  /** When the plans of this run's failed cards end unless their card is replaced. */
  scheduledDate: string;
  forceCanceled: number;
}

async function forceCancelDuePlans(db: AppDatabase, today: string, now: Date): Promise<number> {
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        isNull(subscriptions.endedAt),
        isNotNull(subscriptions.forcedCancelScheduledDate),
        lte(subscriptions.forcedCancelScheduledDate, today),
      ),
    );
  let ended = 0;
  for (const { id } of due) if (await endSubscription(db, id, 'forced_cancel', now)) ended += 1;
  return ended;
}

/** Current, not yet failed cards paying an open plan that is not already scheduled to end. */
function cardsToCheck(db: AppDatabase) {
  return db
    .select({ cardId: paymentCards.id, token: paymentCards.processorCardId, subscriptionId: subscriptions.id })
    .from(subscriptions)
    .innerJoin(
      paymentCards,
      and(
        eq(paymentCards.userId, subscriptions.userId),
        isNull(paymentCards.replacedAt),
        eq(paymentCards.isInvalid, false),
      ),
    )
    .where(
      and(
        isNull(subscriptions.endedAt),
        eq(subscriptions.paymentMethod, 'credit'),
        isNull(subscriptions.forcedCancelScheduledDate),
      ),
    );
}

export async function runCardValidityChecks(
  db: AppDatabase,
  payments: PaymentProcessor,
  now: Date,
): Promise<CardCheckSummary> {
  const today = japanDate(now);
  const scheduledDate = addDays(today, FORCED_CANCEL_GRACE_DAYS);
  const forceCanceled = await forceCancelDuePlans(db, today, now);

  let checked = 0;
  let failed = 0;
  let unchecked = 0;
  for (const card of await cardsToCheck(db)) {
    const validity = await payments.checkCard(card.token).catch(() => null);
    if (!validity) {
      unchecked += 1;
      continue;
    }
    checked += 1;
    if (validity.valid) continue;
    failed += 1;
    await db.transaction(async (tx) => {
      await tx
        .update(paymentCards)
        .set({ validityCheckFailedAt: now, isInvalid: true })
        .where(eq(paymentCards.id, card.cardId));
      await tx
        .update(subscriptions)
        .set({ forcedCancelScheduledDate: scheduledDate })
        .where(and(eq(subscriptions.id, card.subscriptionId), isNull(subscriptions.forcedCancelScheduledDate)));
    });
  }
  return { today, checked, failed, unchecked, scheduledDate, forceCanceled };
}

/** One line for the operator. */
export function describeCardCheck(summary: CardCheckSummary): string {
  const failures =
    summary.failed > 0
      ? `${summary.failed} failed (plans end on ${summary.scheduledDate} unless the card is replaced)`
      : '0 failed';
  return (
    `Card validity check for ${summary.today} (Japan time): ${summary.checked} cards checked, ${failures}, ` +
    `${summary.unchecked} could not be checked; ${summary.forceCanceled} plans force-canceled.`
  );
}
