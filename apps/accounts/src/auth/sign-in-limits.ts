/**
 * Limits on guessing passwords, kept in sign_in_attempts so every instance of the service sees the same
 * counts:
 *
 * - per account: 5 wrong passwords in a row within 15 minutes lock the address for 15 minutes from the
 *   fifth. While it is locked no password is checked — not even the right one — and the
 *   refused attempts are not recorded, so they neither extend the lock nor help anyone guess.
 * - per client address: 20 attempts within 15 minutes, whatever the accounts, and the address gets 429
 *   until the oldest of them is 15 minutes old.
 */
import { type AppDatabase, signInAttempts } from '@hanabi/db';
import { and, desc, eq, gt } from 'drizzle-orm';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_ATTEMPT_LIMIT = 20;

const plusWindow = (time: Date) => new Date(time.getTime() + SIGN_IN_WINDOW_MS);

/** `succeeded`: the password was right (even when the address is not confirmed yet and no session starts). */
export async function recordSignInAttempt(
  db: AppDatabase,
  attempt: { email: string; ipAddress: string; succeeded: boolean; now: Date },
): Promise<void> {
  await db.insert(signInAttempts).values({
    email: attempt.email,
    ipAddress: attempt.ipAddress,
    succeeded: attempt.succeeded,
    attemptedAt: attempt.now,
  });
}

/** Until when the account of this (normalised) address is locked, or null when it is not. */
export async function accountLockedUntil(db: AppDatabase, email: string, now: Date): Promise<Date | null> {
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
  const until = plusWindow(newest.at);
  return until > now ? until : null;
}

/** Until when this client address may not try to sign in, or null when it may. */
export async function addressBlockedUntil(db: AppDatabase, ipAddress: string, now: Date): Promise<Date | null> {
  const recent = await db
    .select({ at: signInAttempts.attemptedAt })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.ipAddress, ipAddress),
        gt(signInAttempts.attemptedAt, new Date(now.getTime() - SIGN_IN_WINDOW_MS)),
      ),
    )
    .orderBy(desc(signInAttempts.attemptedAt))
    .limit(ADDRESS_ATTEMPT_LIMIT);
  const oldestCounted = recent[ADDRESS_ATTEMPT_LIMIT - 1];
  return oldestCounted ? plusWindow(oldestCounted.at) : null;
}
