/** A member's plan periods (subscriptions): the open one, and ending it. History rows are never deleted. */
import { type AppDatabase, subscriptions } from '@hanabi/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { japanDate } from './japan-calendar.ts';

export type Subscription = typeof subscriptions.$inferSelect;

export async function openSubscription(db: AppDatabase, userId: number): Promise<Subscription | null> {
  const [open] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
    .limit(1);
  return open ?? null;
}

export async function latestSubscription(db: AppDatabase, userId: number): Promise<Subscription | null> {
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id))
    .limit(1);
  return latest ?? null;
}

/** Ends the plan period now; false when it had already ended. */
export async function endSubscription(
  db: AppDatabase,
  subscriptionId: number,
  reason: NonNullable<Subscription['endReason']>,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(subscriptions)
    .set({
      endedAt: now,
      endReason: reason,
      ...(reason === 'forced_cancel' ? { forcedCanceledDate: japanDate(now) } : {}),
    })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.endedAt)))
    .returning({ id: subscriptions.id });
  return ended.length > 0;
}
