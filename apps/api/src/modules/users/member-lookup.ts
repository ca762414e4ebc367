import type { UserStatus } from '@hanabi/contract';

/** What the user-status answer says about a signed-in member, apart from the two fields every answer has. */
export type MemberStatus = Omit<UserStatus, 'is_logged_in' | 'current_timestamp'>;

/**
 * The status of a signed-in member (the viewer plugin found them behind the festa_auth cookie, on the clock).
 * The API reads the sign-in service's tables (decision 0008); were the databases split, a call to that
 * service would implement this instead.
 */
export interface MemberLookup {
  /**
   * As of `now` (plan, points), which debug time may move outside production (decision 0032). Null when the
   * member is gone.
   */
  findById(memberId: number, now: Date): Promise<MemberStatus | null>;
}
