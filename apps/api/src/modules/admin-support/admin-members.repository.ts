/**
 * What support reads about a member (decision 0051). The membership tables belong to the sign-in service;
 * this only reads them (ARCHITECTURE.md), each history capped at MEMBER_HISTORY_LIMIT rows, newest first.
 */
import { type AdminMember, type AdminMemberSummary, MEMBER_HISTORY_LIMIT } from '@hanabi/contract';
import {
  type AppDatabase,
  episodeEntitlements,
  episodePurchases,
  episodes,
  paymentCards,
  payments,
  pointEntries,
  pointTransactions,
  presents,
  sessions,
  subscriptions,
  titles,
  users,
  watchingPositions,
} from '@hanabi/db';
import { pointBalances } from '@hanabi/membership';
import { and, asc, count, desc, eq, gt, ilike, isNull, min, or, type SQL, sql, sum } from 'drizzle-orm';
import { toJapanIso } from '../../lib/japan-time.ts';
import { containingPattern } from '../../lib/like-pattern.ts';

const iso = (at: Date | null) => (at === null ? null : toJapanIso(at));

const currentPlan = sql<number | null>`(select ${subscriptions.planId} from ${subscriptions}
  where ${subscriptions.userId} = ${users.id} and ${subscriptions.endedAt} is null)`;

const summaryColumns = {
  id: users.id,
  festaUserId: users.festaUserId,
  email: users.email,
  createdAt: users.createdAt,
  planId: currentPlan,
};

function summaryOf(row: { id: number; festaUserId: string; email: string; createdAt: Date; planId: number | null }) {
  return {
    id: row.id,
    festa_user_id: row.festaUserId,
    email: row.email,
    registered_at: toJapanIso(row.createdAt),
    plan_id: row.planId === null ? null : Number(row.planId),
  } satisfies AdminMemberSummary;
}

/** A number finds the member of that id; any text, the festa user id it is and the addresses containing it. */
function searchCondition(q: string): SQL | undefined {
  const asId = /^[1-9][0-9]{0,9}$/.test(q) && Number(q) <= 2_147_483_647 ? Number(q) : null;
  return or(
    asId === null ? undefined : eq(users.id, asId),
    eq(users.festaUserId, q),
    ilike(users.email, containingPattern(q.normalize('NFKC').toLowerCase())),
  );
}

const episodeRef = { id: episodes.id, title_name: titles.name, prefix_name: episodes.prefixName };

export function createAdminMembersRepository(db: AppDatabase) {
  return {
    async search(q: string, { limit, offset }: { limit: number; offset: number }) {
      const where = searchCondition(q);
      const rows = await db
        .select(summaryColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(users).where(where);
      return { items: rows.map(summaryOf), total: total?.total ?? 0 };
    },

    /** Everything support reads about the member, as of `now`; null when there is no such member. */
    async find(id: number, now: Date): Promise<Omit<AdminMember, 'grants'> | null> {
      const [member] = await db
        .select({ ...summaryColumns, emailConfirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(eq(users.id, id));
      if (!member) return null;
      const [
        subscriptionRows,
        [card],
        paymentRows,
        balances,
        lots,
        purchaseRows,
        entitlementRows,
        presentRows,
        watchingRows,
        sessionRows,
      ] = await Promise.all([
        db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, id))
          .orderBy(desc(subscriptions.startedAt))
          .limit(MEMBER_HISTORY_LIMIT),
        db
          .select()
          .from(paymentCards)
          .where(and(eq(paymentCards.userId, id), isNull(paymentCards.replacedAt))),
        db
          .select()
          .from(payments)
          .where(eq(payments.userId, id))
          .orderBy(desc(payments.id))
          .limit(MEMBER_HISTORY_LIMIT),
        pointBalances(db, id, now),
        db
          .select({
            lotId: pointEntries.lotTransactionId,
            granted: sql<string>`sum(${pointEntries.amount}) filter (where ${pointEntries.amount} > 0)`,
            remaining: sum(pointEntries.amount),
            grantedAt: min(pointTransactions.createdAt),
            expiresAt: min(pointEntries.expiresAt),
          })
          .from(pointEntries)
          .innerJoin(pointTransactions, eq(pointTransactions.id, pointEntries.lotTransactionId))
          .where(and(eq(pointEntries.userId, id), eq(pointEntries.account, 'member_gift')))
          .groupBy(pointEntries.lotTransactionId)
          .orderBy(asc(min(pointEntries.expiresAt)))
          .limit(MEMBER_HISTORY_LIMIT),
        db
          .select({ purchase: episodePurchases, episode: episodeRef })
          .from(episodePurchases)
          .innerJoin(episodes, eq(episodes.id, episodePurchases.episodeId))
          .innerJoin(titles, eq(titles.id, episodes.titleId))
          .where(eq(episodePurchases.userId, id))
          .orderBy(desc(episodePurchases.id))
          .limit(MEMBER_HISTORY_LIMIT),
        db
          .select({ entitlement: episodeEntitlements, episode: episodeRef })
          .from(episodeEntitlements)
          .innerJoin(episodes, eq(episodes.id, episodeEntitlements.episodeId))
          .innerJoin(titles, eq(titles.id, episodes.titleId))
          .where(eq(episodeEntitlements.userId, id))
          .orderBy(desc(episodeEntitlements.grantedAt))
          .limit(MEMBER_HISTORY_LIMIT),
        db
          .select({
            present: presents,
            episodeId: episodes.id,
            titleName: titles.name,
            prefixName: episodes.prefixName,
          })
          .from(presents)
          .leftJoin(episodes, eq(episodes.id, presents.episodeId))
          .leftJoin(titles, eq(titles.id, episodes.titleId))
          .where(eq(presents.userId, id))
          .orderBy(desc(presents.id))
          .limit(MEMBER_HISTORY_LIMIT),
        db
          .select({ position: watchingPositions, episode: episodeRef })
          .from(watchingPositions)
          .innerJoin(episodes, eq(episodes.id, watchingPositions.episodeId))
          .innerJoin(titles, eq(titles.id, episodes.titleId))
          .where(eq(watchingPositions.userId, id))
          .orderBy(desc(watchingPositions.watchedAt))
          .limit(MEMBER_HISTORY_LIMIT),
        db
          .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
          .orderBy(desc(sessions.createdAt)),
      ]);
      return {
        member: { ...summaryOf(member), email_confirmed_at: iso(member.emailConfirmedAt) },
        subscriptions: subscriptionRows.map((row) => ({
          id: row.id,
          plan_id: row.planId,
          payment_method: row.paymentMethod,
          started_at: toJapanIso(row.startedAt),
          next_payment_day: row.nextPaymentDay,
          ended_at: iso(row.endedAt),
          end_reason: row.endReason,
          forced_cancel_scheduled_date: row.forcedCancelScheduledDate,
          forced_canceled_date: row.forcedCanceledDate,
        })),
        card: card
          ? {
              brand: card.brand,
              last4: card.last4,
              exp_month: card.expMonth,
              exp_year: card.expYear,
              validity_check_failed_at: iso(card.validityCheckFailedAt),
              is_invalid: card.isInvalid,
            }
          : null,
        payments: paymentRows.map((row) => ({
          id: row.id,
          purpose: row.purpose,
          amount_yen: row.amountYen,
          method: row.method,
          status: row.status,
          failure_reason: row.failureReason,
          created_at: toJapanIso(row.createdAt),
          refunded_at: iso(row.refundedAt),
        })),
        points: {
          ...balances,
          gift_lots: lots.flatMap((lot) =>
            lot.lotId === null || lot.expiresAt === null || lot.grantedAt === null
              ? []
              : [
                  {
                    lot_id: lot.lotId,
                    granted: Number(lot.granted ?? 0),
                    remaining: Number(lot.remaining ?? 0),
                    granted_at: toJapanIso(lot.grantedAt),
                    expires_at: toJapanIso(lot.expiresAt),
                    expired: lot.expiresAt <= now,
                  },
                ],
          ),
        },
        purchases: purchaseRows.map(({ purchase, episode }) => ({
          id: purchase.id,
          episode,
          status: purchase.status,
          price_points: purchase.pricePoints,
          spent_gift_points: purchase.spentGiftPoints,
          spent_festa_points: purchase.spentFestaPoints,
          requested_at: toJapanIso(purchase.requestedAt),
        })),
        entitlements: entitlementRows.map(({ entitlement, episode }) => ({
          episode,
          source: entitlement.purchaseId === null ? ('present' as const) : ('purchase' as const),
          granted_at: toJapanIso(entitlement.grantedAt),
        })),
        presents: presentRows.map(({ present, episodeId, titleName, prefixName }) => ({
          id: present.id,
          kind: present.kind,
          name: present.name,
          points: present.points,
          episode:
            episodeId === null ? null : { id: episodeId, title_name: titleName ?? '', prefix_name: prefixName ?? '' },
          receivable_until: toJapanIso(present.receivableUntil),
          received_at: iso(present.receivedAt),
        })),
        watching: watchingRows.map(({ position, episode }) => ({
          episode,
          position_seconds: position.positionSeconds,
          duration_seconds: position.durationSeconds,
          finished: position.finished,
          watched_at: toJapanIso(position.watchedAt),
        })),
        sessions: sessionRows.map((row) => ({
          started_at: toJapanIso(row.createdAt),
          expires_at: toJapanIso(row.expiresAt),
        })),
      };
    },
  };
}
