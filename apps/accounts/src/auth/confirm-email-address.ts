/** Marking an address confirmed, and the sign-up present that comes with the first confirmation. */
import { type AppDatabase, presents, users } from '@hanabi/db';
import { and, eq, isNull } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The present every new member finds in the present box once their address is confirmed. */
export const SIGN_UP_PRESENT = {
  kind: 'gift_points',
  name: '会員登録特典',
  points: 300,
  pointsValidDays: 30,
  /** It can be received for this many days after the confirmation. */
  receivableDays: 90,
} as const;

/**
 * Confirms the member's address. The first time, also puts the sign-up present in their present box (in the
 * same transaction, so a member gets it exactly once). True when this was the first confirmation.
 */
export async function confirmEmailAddress(db: AppDatabase, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
      .returning({ id: users.id });
    if (confirmed.length === 0) return false;
    const { receivableDays, ...present } = SIGN_UP_PRESENT;
    await tx.insert(presents).values({
      ...present,
      userId,
      receivableUntil: new Date(now.getTime() + receivableDays * DAY_MS),
      createdAt: now,
    });
    return true;
  });
}
