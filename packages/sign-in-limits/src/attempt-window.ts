/**
 * Per-client-address limits of N attempts within a sliding window, counted in a table of attempts (sign-ins,
 * operators' sign-in steps, registrations). Full, a window stays full until the oldest of the last N attempts leaves it.
 */
import type { AppDatabase, operatorSignInAttempts, registrationAttempts, signInAttempts } from '@hanabi/db';
import { and, desc, eq, gt } from 'drizzle-orm';

export type AttemptsByAddress = typeof signInAttempts | typeof operatorSignInAttempts | typeof registrationAttempts;

export interface AttemptWindow {
  limit: number;
  windowMs: number;
}

/** Until when `ipAddress` may make no more attempts of this table, or null while it is within the limit. */
export async function addressWindowFullUntil(
  db: AppDatabase,
  attempts: AttemptsByAddress,
  ipAddress: string,
  now: Date,
  { limit, windowMs }: AttemptWindow,
): Promise<Date | null> {
  const recent = await db
    .select({ at: attempts.attemptedAt })
    .from(attempts)
    .where(and(eq(attempts.ipAddress, ipAddress), gt(attempts.attemptedAt, new Date(now.getTime() - windowMs))))
    .orderBy(desc(attempts.attemptedAt))
    .limit(limit);
  const oldestCounted = recent[limit - 1];
  return oldestCounted ? new Date(oldestCounted.at.getTime() + windowMs) : null;
}
