/** A member's plan periods (the subscriptions table is the history), newest first. */
import { type AppDatabase, subscriptions } from '@hanabi/db';
import { count, desc, eq } from 'drizzle-orm';

export type SubscriptionRow = Pick<
  typeof subscriptions.$inferSelect,
  'planId' | 'paymentMethod' | 'startedAt' | 'endedAt' | 'endReason'
>;

export interface SubscribeHistoriesRepository {
  listSubscriptions(
    userId: number,
    window: { limit: number; offset: number },
  ): Promise<{ rows: SubscriptionRow[]; total: number }>;
}

export function createSubscribeHistoriesRepository(db: AppDatabase): SubscribeHistoriesRepository {
  return {
    async listSubscriptions(userId, { limit, offset }) {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            planId: subscriptions.planId,
            paymentMethod: subscriptions.paymentMethod,
            startedAt: subscriptions.startedAt,
            endedAt: subscriptions.endedAt,
            endReason: subscriptions.endReason,
          })
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId))
          .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(subscriptions).where(eq(subscriptions.userId, userId)),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
