/** The member's current credit card (payment_cards with replaced_at null). */
import { type AppDatabase, paymentCards, subscriptions } from '@hanabi/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { CardDetails } from './payment-processor.ts';

export type CardOnFile = typeof paymentCards.$inferSelect;

export async function currentCard(db: AppDatabase, userId: number): Promise<CardOnFile | null> {
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.replacedAt)))
    .limit(1);
  return card ?? null;
}

/**
 * Makes `card` the member's current card (the previous one is kept, marked replaced). A working card
 * lifts a forced cancellation scheduled because the old card failed its validity check. Run it inside
 * the transaction that records why the card changed.
 */
export async function replaceCard(tx: AppDatabase, userId: number, card: CardDetails, now: Date): Promise<void> {
  const existing = await currentCard(tx, userId);
  if (existing?.processorCardId === card.token) return;
  if (existing) await tx.update(paymentCards).set({ replacedAt: now }).where(eq(paymentCards.id, existing.id));
  await tx.insert(paymentCards).values({
    userId,
    processorCardId: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    createdAt: now,
  });
  await tx
    .update(subscriptions)
    .set({ forcedCancelScheduledDate: null })
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)));
}
