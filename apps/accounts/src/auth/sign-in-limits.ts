/**
 * Limits on guessing passwords, kept in sign_in_attempts so every instance of the service sees the same
 * counts:
 *
 * - per account: 5 wrong passwords in a row within 15 minutes lock the address for 15 minutes from the
 *   fifth. While it is locked no password is checked — not even the right one — and the
 *   refused attempts are not recorded, so they neither extend the lock nor help anyone guess.
 * - per client address: 20 attempts within 15 minutes, whatever the accounts, and the address gets 429
 *   until the oldest of them is 15 minutes old.
 *
 * Both hold however many attempts arrive at once: each attempt reads the counts, checks the password and
 * records the result in one transaction that holds the lock of its client address and then the lock of its
 * account (always in that order, so two attempts never wait for each other). Attempts from one address, or
 * for one account, are thereby checked one after another; other addresses and accounts do not wait.
 */
import { type AppDatabase, lockUntilCommit, signInAttempts } from '@hanabi/db';
import { and, desc, eq, gt } from 'drizzle-orm';
import { type AttemptWindow, addressWindowFullUntil } from './attempt-window.ts';

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_FAILURE_LIMIT = 5;
const ADDRESS_LIMIT: AttemptWindow = { limit: 20, windowMs: SIGN_IN_WINDOW_MS };

export type SignInOutcome<Member> =
  /** Too many attempts from the client address: nothing was checked (429 until `until`). */
  | { outcome: 'address_blocked'; until: Date }
  /** The account is locked: nothing was checked (423 until `until`). */
  | { outcome: 'account_locked'; until: Date }
  /** The password was checked and is wrong; `lockedUntil` when this failure locked the account. */
  | { outcome: 'wrong'; lockedUntil: Date | null }
  | { outcome: 'right'; member: Member };

/**
 * One sign-in attempt for the (normalised) address `email` from the client address `ipAddress`, within both
 * limits. `checkPassword` runs inside the locked transaction — that check is what the limits count — and
 * gives the member when the password is right, null when it is not (or the address belongs to nobody).
 */
export async function attemptSignIn<Member>(
  db: AppDatabase,
  { email, ipAddress, now }: { email: string; ipAddress: string; now: Date },
  checkPassword: (tx: AppDatabase) => Promise<Member | null>,
): Promise<SignInOutcome<Member>> {
  return db.transaction(async (tx): Promise<SignInOutcome<Member>> => {
    await lockUntilCommit(tx, `sign-in:address:${ipAddress}`);
    const blockedUntil = await addressWindowFullUntil(tx, signInAttempts, ipAddress, now, ADDRESS_LIMIT);
    if (blockedUntil) return { outcome: 'address_blocked', until: blockedUntil };

    await lockUntilCommit(tx, `sign-in:account:${email}`);
    const lockedUntil = await accountLockedUntil(tx, email, now);
    if (lockedUntil) return { outcome: 'account_locked', until: lockedUntil };

    const member = await checkPassword(tx);
    // `succeeded`: the password was right (even when the address is not confirmed yet and no session starts).
    await tx.insert(signInAttempts).values({ email, ipAddress, succeeded: member !== null, attemptedAt: now });
    if (member !== null) return { outcome: 'right', member };
    // The failure just recorded may be the one that locks the account.
    return { outcome: 'wrong', lockedUntil: await accountLockedUntil(tx, email, now) };
  });
}

/** Until when the account of this (normalised) address is locked, or null when it is not. */
async function accountLockedUntil(db: AppDatabase, email: string, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS * 2);
  const recent = await db
    .select({ succeeded: signInAttempts.succeeded, at: signInAttempts.attemptedAt })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.email, email), gt(signInAttempts.attemptedAt, windowStart)))
    .orderBy(desc(signInAttempts.attemptedAt), desc(signInAttempts.id))
    .limit(ACCOUNT_FAILURE_LIMIT);
  // The newest attempts must all be failures, the newest of them at most 15 minutes old and the oldest at
  // most 15 minutes before it.
  const newest = recent[0];
  const oldest = recent[ACCOUNT_FAILURE_LIMIT - 1];
  if (!newest || !oldest || recent.some((attempt) => attempt.succeeded)) return null;
  if (newest.at.getTime() - oldest.at.getTime() > SIGN_IN_WINDOW_MS) return null;
  const until = new Date(newest.at.getTime() + SIGN_IN_WINDOW_MS);
  return until > now ? until : null;
}
