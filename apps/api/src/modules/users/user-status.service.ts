import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MemberLookup } from './member-lookup.ts';

export interface UserStatusService {
  /** The status of the member `memberId` (null: a guest), as of `now`. */
  statusOf(memberId: number | null, now: Date): Promise<UserStatus>;
}

export function createUserStatusService(members: MemberLookup): UserStatusService {
  return {
    async statusOf(memberId, now) {
      const member = memberId === null ? null : await members.findById(memberId, now);
      if (!member) return guestUserStatus(toJapanIso(now));
      return { ...member, is_logged_in: true, current_timestamp: toJapanIso(now) };
    },
  };
}
