/**
 * Limits on guessing an operator's password or second factor, as for members (decision 0030), counted in
 * operator_sign_in_attempts so that every instance sees the same:
 *
 * - per operator: 5 failed steps in a row (wrong passwords and wrong codes alike) within 15 minutes lock the
 *   address for 15 minutes from the fifth; while it is locked nothing is checked, not even the right password.
 * - per client address: 20 checks within 15 minutes, whatever the addresses typed.
 *
 * Each attempt reads the counts, checks, records and acts in one transaction holding the lock of its client
 * address and then that of its operator address (always in that order), so parallel attempts are checked
 * one after another and cannot slip past either limit.
 */
import { OPERATOR_SIGN_IN_LIMITS } from '@hanabi/contract';
import { type AppDatabase, lockUntilCommit, operatorSignInAttempts } from '@hanabi/db';
import { and, desc, eq, gt } from 'drizzle-orm';

const MINUTE_MS = 60 * 1000;
const LOCK_MS = OPERATOR_SIGN_IN_LIMITS.lockMinutes * MINUTE_MS;
const ADDRESS_WINDOW_MS = OPERATOR_SIGN_IN_LIMITS.addressWindowMinutes * MINUTE_MS;
const FAILURES = OPERATOR_SIGN_IN_LIMITS.failuresBeforeLock;

export type OperatorAttemptOutcome<Result> =
  | { outcome: 'address_limited' }
  | { outcome: 'locked' }
  /** Checked and wrong; `locked` when this failure locked the operator. */
  | { outcome: 'wrong'; locked: boolean }
  | { outcome: 'right'; result: Result };

export interface OperatorAttempt {
  /** The operator address the attempt is for, normalised. */
  email: string;
  ipAddress: string;
  step: 'password' | 'second_factor';
  now: Date;
}

/**
 * One checked step within both limits. `check` runs inside the locked transaction and gives the result when
 * right (doing its writes in `tx`, which commit with the attempt), null when wrong.
 */
export async function attemptOperatorStep<Result>(
  db: AppDatabase,
  { email, ipAddress, step, now }: OperatorAttempt,
  check: (tx: AppDatabase) => Promise<Result | null>,
): Promise<OperatorAttemptOutcome<Result>> {
  return db.transaction(async (tx): Promise<OperatorAttemptOutcome<Result>> => {
    await lockUntilCommit(tx, `operator-sign-in:address:${ipAddress}`);
    if (await addressLimited(tx, ipAddress, now)) return { outcome: 'address_limited' };
    await lockUntilCommit(tx, `operator-sign-in:account:${email}`);
    if (await lockedOut(tx, email, now)) return { outcome: 'locked' };

    const result = await check(tx);
    await tx
      .insert(operatorSignInAttempts)
      .values({ email, ipAddress, step, succeeded: result !== null, attemptedAt: now });
    if (result !== null) return { outcome: 'right', result };
    return { outcome: 'wrong', locked: await lockedOut(tx, email, now) };
  });
}

async function addressLimited(db: AppDatabase, ipAddress: string, now: Date): Promise<boolean> {
  const recent = await db
    .select({ id: operatorSignInAttempts.id })
    .from(operatorSignInAttempts)
    .where(
      and(
        eq(operatorSignInAttempts.ipAddress, ipAddress),
        gt(operatorSignInAttempts.attemptedAt, new Date(now.getTime() - ADDRESS_WINDOW_MS)),
      ),
    )
    .limit(OPERATOR_SIGN_IN_LIMITS.attemptsPerAddress);
  return recent.length >= OPERATOR_SIGN_IN_LIMITS.attemptsPerAddress;
}

/** The newest attempts are all failures, the newest of them under 15 minutes old, the oldest 15 minutes before it. */
async function lockedOut(db: AppDatabase, email: string, now: Date): Promise<boolean> {
  const recent = await db
    .select({ succeeded: operatorSignInAttempts.succeeded, at: operatorSignInAttempts.attemptedAt })
    .from(operatorSignInAttempts)
    .where(
      and(
        eq(operatorSignInAttempts.email, email),
        gt(operatorSignInAttempts.attemptedAt, new Date(now.getTime() - LOCK_MS * 2)),
      ),
    )
    .orderBy(desc(operatorSignInAttempts.attemptedAt), desc(operatorSignInAttempts.id))
    .limit(FAILURES);
  const newest = recent[0];
  const oldest = recent[FAILURES - 1];
  if (!newest || !oldest || recent.some((attempt) => attempt.succeeded)) return false;
  return newest.at.getTime() - oldest.at.getTime() <= LOCK_MS && newest.at.getTime() + LOCK_MS > now.getTime();
}
