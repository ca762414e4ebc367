import type { UserStatus } from '@hanabi/contract';

/** What the user-status answer says about a signed-in member, apart from the two fields every answer has. */
export type MemberStatus = Omit<UserStatus, 'is_logged_in' | 'current_timestamp'>;

/**
 * The two instants of a status: the session is checked on the clock (`receivedAt`), what it says about the
 * member (plan, points) is as of `now`, which debug time may move outside production (decision 0032).
 */
export interface StatusInstants {
  receivedAt: Date;
  now: Date;
}

/**
 * Finds the signed-in member behind a session token (the festa_auth cookie issued by the sign-in
 * service). The API reads the sign-in service's tables (decision 0008); were the databases
 * split, a token-introspection call to that service would implement this instead.
 */
export interface MemberLookup {
  /** Null for a guest: an unknown, expired or revoked token. */
  findBySessionToken(token: string, at: StatusInstants): Promise<MemberStatus | null>;
}
