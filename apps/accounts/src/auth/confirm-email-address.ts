/** Marking an address confirmed, and the sign-up presents that come with the first confirmation. */
import { type AppDatabase, presents, users } from '@hanabi/db';
import { and, eq, isNull } from 'drizzle-orm';
import { retireEmailTokens } from './email-tokens.ts';
import { findSignUpTicketEpisode, SIGN_UP_TICKET, type SignUpTicketEpisode } from './sign-up-ticket.ts';

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

/** What a first confirmation put in the present box: always the sign-up present, and the campaign ticket if any. */
export interface SignUpGifts {
  ticketEpisode: SignUpTicketEpisode | undefined;
}

/**
 * Confirms the member's address; with `registrationPasswordHash` (a registration's confirmation link), that
 * registration's password becomes the member's. The first time, also puts the sign-up present, and the
 * sign-up campaign's episode ticket when the catalogue has its episode, in their present box, and retires
 * the confirmation links of any other registration of the address (all in one transaction, so a member
 * gets the presents exactly once). Null when the address was confirmed before: then nothing changes, not
 * the password either.
 */
export async function confirmEmailAddress(
  db: AppDatabase,
  userId: number,
  now: Date,
  registrationPasswordHash: string | null = null,
): Promise<SignUpGifts | null> {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(users)
      .set({
        emailConfirmedAt: now,
        ...(registrationPasswordHash === null ? {} : { passwordHash: registrationPasswordHash }),
      })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
      .returning({ id: users.id });
    if (confirmed.length === 0) return null;
    await retireEmailTokens(tx, userId, 'confirm_email', now);
    const { receivableDays, ...present } = SIGN_UP_PRESENT;
    await tx
      .insert(presents)
      .values({ ...present, userId, receivableUntil: daysAfter(now, receivableDays), createdAt: now });
    const ticketEpisode = await findSignUpTicketEpisode(tx, now);
    if (ticketEpisode) {
      await tx.insert(presents).values({
        kind: 'episode_ticket',
        name: SIGN_UP_TICKET.name,
        episodeId: ticketEpisode.id,
        userId,
        // A ticket received after its title stops showing would open nothing.
        receivableUntil: new Date(
          Math.min(
            daysAfter(now, SIGN_UP_TICKET.receivableDays).getTime(),
            ticketEpisode.titleAvailableUntil.getTime(),
          ),
        ),
        createdAt: now,
      });
    }
    return { ticketEpisode };
  });
}

function daysAfter(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
