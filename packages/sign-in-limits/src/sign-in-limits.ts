/**
 * Limits on guessing passwords (decision 0030) — members' sign-ins (apps/accounts) and operators' sign-in
 * steps (apps/api) alike — counted in a table of attempts so that every instance sees the same:
 *
 * - per account: `failuresBeforeLock` failures in a row within `lockMs` lock the address for `lockMs` from
 *   the last of them. While it is locked nothing is checked — not even the right password — and the refused
 *   attempts are not recorded, so they neither extend the lock nor help anyone guess.
 * - per client address: `address.limit` attempts within `address.windowMs`, whatever the accounts; then the
 *   address waits until the oldest of them leaves the window.
 *
 * Both hold however many attempts arrive at once: each attempt reads the counts, checks and records the result
 * in one transaction that holds the lock of its client address and then the lock of its account (always in
 * that order, so two attempts never wait for each other). Attempts from one address, or for one account, are
 * thereby checked one after another; other addresses and accounts do not wait.
 */
import { type AppDatabase, lockUntilCommit, type operatorSignInAttempts, type signInAttempts } from '@hanabi/db';
import { and, desc, eq, gt } from 'drizzle-orm';
import { type AttemptWindow, addressWindowFullUntil } from './attempt-window.ts';

export interface SignInLimits {
  failuresBeforeLock: number;
  lockMs: number;
  address: AttemptWindow;
}

/** Who signs in where: the table of their attempts, the name of their locks, their limits. */
export interface SignInDoor {
  attempts: typeof signInAttempts | typeof operatorSignInAttempts;
  /** Prefix of the transaction locks, distinct per door. */
  lockName: string;
  limits: SignInLimits;
}

export interface SignInAttempt {
  /** The (normalised) address the attempt is for; it may belong to nobody. */
  email: string;
  ipAddress: string;
  now: Date;
}

export type SignInOutcome<Result> =
  /** Too many attempts from the client address: nothing was checked (429 until `until`). */
  | { outcome: 'address_blocked'; until: Date }
  /** The account is locked: nothing was checked (423 until `until`). */
  | { outcome: 'account_locked'; until: Date }
  /** Checked and wrong; `lockedUntil` when this failure locked the account. */
  | { outcome: 'wrong'; lockedUntil: Date | null }
  | { outcome: 'right'; result: Result };

/**
 * One attempt within both limits. `check` runs inside the locked transaction — that check is what the limits
 * count — and gives the result when right (its writes commit with the attempt), null when wrong. `record`
 * writes the attempt's row (each door's table has its own columns).
 */
export async function attemptSignIn<Result>(
  db: AppDatabase,
  door: SignInDoor,
  attempt: SignInAttempt,
  check: (tx: AppDatabase) => Promise<Result | null>,
  record: (tx: AppDatabase, succeeded: boolean) => Promise<unknown>,
): Promise<SignInOutcome<Result>> {
  const { email, ipAddress, now } = attempt;
  return db.transaction(async (tx): Promise<SignInOutcome<Result>> => {
    await lockUntilCommit(tx, `${door.lockName}:address:${ipAddress}`);
    const blockedUntil = await addressWindowFullUntil(tx, door.attempts, ipAddress, now, door.limits.address);
    if (blockedUntil) return { outcome: 'address_blocked', until: blockedUntil };

    await lockUntilCommit(tx, `${door.lockName}:account:${email}`);
    const lockedUntil = await accountLockedUntil(tx, door, email, now);
    if (lockedUntil) return { outcome: 'account_locked', until: lockedUntil };

    const result = await check(tx);
    await record(tx, result !== null);
    if (result !== null) return { outcome: 'right', result };
    // The failure just recorded may be the one that locks the account.
    return { outcome: 'wrong', lockedUntil: await accountLockedUntil(tx, door, email, now) };
  });
}

/** Until when the account of this address is locked, or null when it is not. */
async function accountLockedUntil(db: AppDatabase, door: SignInDoor, email: string, now: Date): Promise<Date | null> {
  const { attempts, limits } = door;
  const recent = await db
    .select({ succeeded: attempts.succeeded, at: attempts.attemptedAt })
    .from(attempts)
    .where(and(eq(attempts.email, email), gt(attempts.attemptedAt, new Date(now.getTime() - limits.lockMs * 2))))
    .orderBy(desc(attempts.attemptedAt), desc(attempts.id))
    .limit(limits.failuresBeforeLock);
  // The newest attempts must all be failures, the newest of them at most `lockMs` old and the oldest at most
  // `lockMs` before it.
  const newest = recent[0];
  const oldest = recent[limits.failuresBeforeLock - 1];
  if (!newest || !oldest || recent.some((attempt) => attempt.succeeded)) return null;
  if (newest.at.getTime() - oldest.at.getTime() > limits.lockMs) return null;
  const until = new Date(newest.at.getTime() + limits.lockMs);
  return until > now ? until : null;
}
