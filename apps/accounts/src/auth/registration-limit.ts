/**
 * The per-address limit on registrations, kept in registration_attempts so every instance sees the same
 * count: 20 registrations with valid fields within an hour from one client address, whatever the addresses
 * registered; then 429 until the oldest of them is an hour old. Each registration mails someone, so the
 * limit keeps one source from mailing strangers in bulk or creating accounts by the hundred. 20 rather than
 * fewer: mobile carriers put many viewers behind one address. Refused registrations are not counted.
 */
import { type AppDatabase, lockUntilCommit, registrationAttempts } from '@hanabi/db';
import { type AttemptWindow, addressWindowFullUntil } from '@hanabi/sign-in-limits';

const REGISTRATION_LIMIT: AttemptWindow = { limit: 20, windowMs: 60 * 60 * 1000 };

/**
 * Counts a registration from `ipAddress` when the address is within its limit and answers null; otherwise
 * answers until when the address must wait, counting nothing. The count and the record happen under the
 * address's lock, so registrations sent at once cannot all slip under the limit.
 */
export async function admitRegistration(
  db: AppDatabase,
  { email, ipAddress, now }: { email: string; ipAddress: string; now: Date },
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, `register:address:${ipAddress}`);
    const blockedUntil = await addressWindowFullUntil(tx, registrationAttempts, ipAddress, now, REGISTRATION_LIMIT);
    if (blockedUntil) return blockedUntil;
    await tx.insert(registrationAttempts).values({ email, ipAddress, attemptedAt: now });
    return null;
  });
}
