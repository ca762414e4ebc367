/**
 * What the membership tables say about one member, read in one query: the user row, the open subscription
 * (at most one per member), the current payment card (at most one), and three facts over the member's
 * history. Points are not here: they come from the ledger (`pointBalances`).
 */
import { type AppDatabase, episodeEntitlements, paymentCards, subscriptions, users } from '@hanabi/db';
import { and, desc, eq, exists, isNull, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type PlanPaymentMethod = (typeof subscriptions.paymentMethod.enumValues)[number];

export interface MemberFacts {
  userId: number;
  festaUserId: string;
  isComicSubscribedUser: boolean;
  hasPurchasedCfanime: boolean;
  /** The open subscription, or null for a free member. */
  openPlan: {
    planId: number;
    paymentMethod: PlanPaymentMethod;
    startedAt: Date;
    /** Japan-time calendar day, `YYYY-MM-DD`. */
    nextPaymentDay: string;
    forcedCancelScheduledDate: string | null;
  } | null;
  /** The current card's last validity check failed. */
  cardFailedValidityCheck: boolean;
  /** The current card can no longer be charged. */
  cardIsInvalid: boolean;
  /** When the member first entered a plan, whatever happened since. */
  firstSubscribedAt: Date | null;
  /** The day the latest subscription was force-cancelled, when nothing was entered after it. */
  forcedCanceledDate: string | null;
  /** Any episode bought with points (a completed purchase grants an entitlement). */
  hasOwnedTitles: boolean;
}

const history = alias(subscriptions, 'history');

export interface MemberFactsRepository {
  /** Undefined for an unknown member. */
  findMemberFacts(userId: number): Promise<MemberFacts | undefined>;
}

export function createMemberFactsRepository(db: AppDatabase): MemberFactsRepository {
  return {
    async findMemberFacts(userId) {
      const ofMember = eq(history.userId, users.id);
      const firstStartedAt = db
        .select({ value: min(history.startedAt) })
        .from(history)
        .where(ofMember);
      // The latest plan period decides: a forced cancellation stops being news once the member enters again.
      const latestForcedCancelDate = db
        .select({
          value: sql`case when ${history.endReason} = 'forced_cancel' then ${history.forcedCanceledDate} end`,
        })
        .from(history)
        .where(ofMember)
        .orderBy(desc(history.startedAt), desc(history.id))
        .limit(1);
      const ownedEpisodes = db
        .select({ episodeId: episodeEntitlements.episodeId })
        .from(episodeEntitlements)
        .where(eq(episodeEntitlements.userId, users.id));

      const [row] = await db
        .select({
          userId: users.id,
          festaUserId: users.festaUserId,
          isComicSubscribedUser: users.isComicSubscribedUser,
          hasPurchasedCfanime: users.hasPurchasedCfanime,
          // Null when the left join finds no open subscription.
          openPlan: {
            planId: subscriptions.planId,
            paymentMethod: subscriptions.paymentMethod,
            startedAt: subscriptions.startedAt,
            nextPaymentDay: subscriptions.nextPaymentDay,
            forcedCancelScheduledDate: subscriptions.forcedCancelScheduledDate,
          },
          cardFailedValidityCheck: sql<boolean>`${paymentCards.validityCheckFailedAt} is not null`,
          cardIsInvalid: sql<boolean>`coalesce(${paymentCards.isInvalid}, false)`,
          firstSubscribedAt: sql`(${firstStartedAt})`.mapWith(history.startedAt),
          forcedCanceledDate: sql<string | null>`(${latestForcedCancelDate})`,
          hasOwnedTitles: exists(ownedEpisodes).mapWith(Boolean),
        })
        .from(users)
        .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), isNull(subscriptions.endedAt)))
        .leftJoin(paymentCards, and(eq(paymentCards.userId, users.id), isNull(paymentCards.replacedAt)))
        .where(eq(users.id, userId));
      return row && { ...row, firstSubscribedAt: row.firstSubscribedAt ?? null };
    },
  };
}
