import type { UserStatus } from '@hanabi/contract';

/** What the user-status answer says about a signed-in member, apart from the two fields every answer has. */
export type MemberStatus = Omit<UserStatus, 'is_logged_in' | 'current_timestamp'>;

/**
 * Finds the signed-in member behind a session token (the festa_auth cookie issued by the sign-in
 * service). The session store arrives with apps/accounts; plug its lookup in here.
 */
export interface MemberLookup {
  findBySessionToken(token: string): Promise<MemberStatus | null>;
}

/** Until sessions exist every caller is a guest. */
export const guestsOnly: MemberLookup = {
  async findBySessionToken() {
    return null;
  },
};
