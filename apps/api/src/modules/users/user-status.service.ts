import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MemberLookup, StatusInstants } from './member-lookup.ts';

export interface UserStatusService {
  /** The status of whoever holds `sessionToken` (none: a guest), as of `at.now`. */
  statusOf(sessionToken: string | undefined, at: StatusInstants): Promise<UserStatus>;
}

export function createUserStatusService(members: MemberLookup): UserStatusService {
  return {
    async statusOf(sessionToken, at) {
      const member = sessionToken ? await members.findBySessionToken(sessionToken, at) : null;
      if (!member) return guestUserStatus(toJapanIso(at.now));
      return { ...member, is_logged_in: true, current_timestamp: toJapanIso(at.now) };
    },
  };
}
