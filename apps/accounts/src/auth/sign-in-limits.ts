/**
 * Members' sign-in limits (decision 0030), on the mechanism operators' sign-in shares (@hanabi/sign-in-limits):
 * 5 wrong passwords in a row within 15 minutes lock the address for 15 minutes from the fifth; one client
 * address may try 20 times within 15 minutes, whatever the accounts. Counted in sign_in_attempts.
 */
import { type AppDatabase, signInAttempts } from '@hanabi/db';
import { attemptSignIn, type SignInAttempt, type SignInDoor, type SignInOutcome } from '@hanabi/sign-in-limits';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

const MEMBER_SIGN_IN: SignInDoor = {
  attempts: signInAttempts,
  lockName: 'sign-in',
  limits: { failuresBeforeLock: 5, lockMs: FIFTEEN_MINUTES_MS, address: { limit: 20, windowMs: FIFTEEN_MINUTES_MS } },
};

/**
 * One sign-in attempt within both limits. `checkPassword` runs inside the locked transaction and gives the
 * member when the password is right, null when it is not (or the address belongs to nobody). `succeeded` is
 * recorded for a right password even when the address is not confirmed yet and no session starts.
 */
export function attemptMemberSignIn<Member>(
  db: AppDatabase,
  attempt: SignInAttempt,
  checkPassword: (tx: AppDatabase) => Promise<Member | null>,
): Promise<SignInOutcome<Member>> {
  const { email, ipAddress, now } = attempt;
  return attemptSignIn(db, MEMBER_SIGN_IN, attempt, checkPassword, (tx, succeeded) =>
    tx.insert(signInAttempts).values({ email, ipAddress, succeeded, attemptedAt: now }),
  );
}
