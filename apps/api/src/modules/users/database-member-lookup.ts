/**
 * The member status of spec §3 from the membership tables and the points ledger. Instants are ISO 8601 in
 * Japan time (`2025-10-01T12:00:00+09:00`); calendar days are `YYYY-MM-DD` (Japan time), as stored.
 */
import { PLAN_IDS } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { type PointBalances, pointBalances, sealFestaUserId } from '@hanabi/membership';
import { toJapanIso } from '../../lib/japan-time.ts';
import { createMemberFactsRepository, type MemberFacts } from './member-facts.repository.ts';
import type { MemberLookup, MemberStatus } from './member-lookup.ts';

type PaidPlanId = typeof PLAN_IDS.lite | typeof PLAN_IDS.premium;

function isPaidPlanId(planId: number): planId is PaidPlanId {
  return planId === PLAN_IDS.lite || planId === PLAN_IDS.premium;
}

function toMemberStatus(facts: MemberFacts, points: PointBalances, sealedId: string): MemberStatus {
  const { openPlan } = facts;
  return {
    subscribed_plan_id: openPlan && isPaidPlanId(openPlan.planId) ? openPlan.planId : PLAN_IDS.free,
    user_id: facts.userId,
    festa_user_id: facts.festaUserId,
    encrypted_festa_user_id: sealedId,
    is_subscribed_user: openPlan !== null,
    is_comic_subscribed_user: facts.isComicSubscribedUser,
    has_purchased_cfanime: facts.hasPurchasedCfanime,
    forced_canceled_date: facts.forcedCanceledDate,
    forced_cancel_scheduled_date: openPlan?.forcedCancelScheduledDate ?? null,
    is_failed_validity_check: facts.cardFailedValidityCheck,
    has_invalid_card: facts.cardIsInvalid,
    subscribed_date: openPlan ? toJapanIso(openPlan.startedAt) : null,
    first_subscribed_date: facts.firstSubscribedAt ? toJapanIso(facts.firstSubscribedAt) : null,
    has_owned_titles: facts.hasOwnedTitles,
    current_festa_points: points.festa,
    current_gift_points: points.gift,
    current_points: { total: points.total },
    plan_next_payment_day: openPlan?.nextPaymentDay ?? null,
    plan_payment_method: openPlan?.paymentMethod ?? 'none',
  };
}

export function databaseMemberLookup({
  db,
  requestFormKey,
}: {
  db: AppDatabase;
  requestFormKey: Buffer;
}): MemberLookup {
  const memberFacts = createMemberFactsRepository(db);
  return {
    async findById(memberId, now) {
      const [facts, points] = await Promise.all([
        memberFacts.findMemberFacts(memberId),
        pointBalances(db, memberId, now),
      ]);
      // A session outliving its member cannot happen (sessions cascade on delete), but reads are not atomic.
      if (!facts) return null;
      // Sealed on the real clock, not the request's (which X-Debug-Time moves outside production): the
      // request form checks the expiry against its own clock.
      return toMemberStatus(facts, points, sealFestaUserId(facts.festaUserId, requestFormKey, new Date()));
    },
  };
}
