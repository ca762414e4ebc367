import { PLAN_IDS, type UserStatus } from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MemberLookup } from './member-lookup.ts';

export interface UserStatusService {
  /** The status of whoever holds `sessionToken` (none: a guest), as of `now`. */
  statusOf(sessionToken: string | undefined, now: Date): Promise<UserStatus>;
}

export function guestStatus(now: Date): UserStatus {
  return {
    is_logged_in: false,
    subscribed_plan_id: PLAN_IDS.guest,
    user_id: null,
    festa_user_id: null,
    encrypted_festa_user_id: null,
    is_subscribed_user: false,
    is_comic_subscribed_user: false,
    has_purchased_cfanime: false,
    forced_canceled_date: null,
    forced_cancel_scheduled_date: null,
    is_failed_validity_check: false,
    has_invalid_card: false,
    subscribed_date: null,
    first_subscribed_date: null,
    has_owned_titles: false,
    current_timestamp: toJapanIso(now),
    current_festa_points: 0,
    current_gift_points: 0,
    current_points: { total: 0 },
    plan_next_payment_day: null,
    plan_payment_method: 'none',
  };
}

export function createUserStatusService(members: MemberLookup): UserStatusService {
  return {
    async statusOf(sessionToken, now) {
      const member = sessionToken ? await members.findBySessionToken(sessionToken) : null;
      if (!member) return guestStatus(now);
      return { ...member, is_logged_in: true, current_timestamp: toJapanIso(now) };
    },
  };
}
