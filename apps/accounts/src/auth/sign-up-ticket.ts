/**
 * The sign-up campaign's episode ticket (decision 0025): with the sign-up present, a new member finds a
 * ticket for the first episode of a title the campaign promotes, to watch it for good once received.
 */
import { type AppDatabase, episodes, titles } from '@hanabi/db';
import { and, eq, gt, lte } from 'drizzle-orm';

export const SIGN_UP_TICKET = {
  name: '新規登録キャンペーン：第1話無料チケット',
  /** The promoted title, by its stable key: a series whose every episode is sold, none free or in a plan. */
  titleSlug: 'g1-byakuya-no-legion',
  episodeNumber: 1,
  /** It can be received for this many days after the confirmation, and never after the title stops showing. */
  receivableDays: 90,
} as const;

export interface SignUpTicketEpisode {
  id: number;
  titleName: string;
  prefixName: string;
  titleAvailableUntil: Date;
}

/**
 * The campaign's episode when it can be watched now and is not free anyway; otherwise (a catalogue without
 * the title, or the title gone) the campaign gives no ticket.
 */
export async function findSignUpTicketEpisode(db: AppDatabase, now: Date): Promise<SignUpTicketEpisode | undefined> {
  const [episode] = await db
    .select({
      id: episodes.id,
      titleName: titles.name,
      prefixName: episodes.prefixName,
      titleAvailableUntil: titles.availableUntil,
    })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(
      and(
        eq(titles.slug, SIGN_UP_TICKET.titleSlug),
        eq(episodes.number, SIGN_UP_TICKET.episodeNumber),
        eq(episodes.isFree, false),
        lte(episodes.releasedAt, now),
        lte(titles.availableFrom, now),
        gt(titles.availableUntil, now),
      ),
    );
  return episode;
}
