import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MemberLookup } from './member-lookup.ts';

export interface UserStatusService {
  /** The status of whoever holds `sessionToken` (none: a guest), as of `now`. */
  statusOf(sessionToken: string | undefined, now: Date): Promise<UserStatus>;
}

export function createUserStatusService(members: MemberLookup): UserStatusService {
  return {
    async statusOf(sessionToken, now) {
      const member = sessionToken ? await members.findBySessionToken(sessionToken, now) : null;
      if (!member) return guestUserStatus(toJapanIso(now));
      return { ...member, is_logged_in: true, current_timestamp: toJapanIso(now) };
    },
  };
}
