/**
 * Guests' counted starts with their client address and tracking id (table guest_playback_starts), kept only
 * for the limits on guests' starts (decision 0037). Pass the transaction that holds the limits' locks.
 */
import { type AppDatabase, guestPlaybackStarts } from '@hanabi/db';
import { and, count, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';

export interface GuestStart {
  episodeId: number;
  clientAddress: string;
  trackingId: string | null;
  at: Date;
}

/** Rows forgotten at most per counted start: enough to keep up with the starts, never a long delete. */
const FORGET_BATCH = 100;

export async function insertGuestStart(db: AppDatabase, { episodeId, clientAddress, trackingId, at }: GuestStart) {
  await db.insert(guestPlaybackStarts).values({ episodeId, clientAddress, trackingId, startedAt: at });
}

async function countStartsAfter(db: AppDatabase, matching: SQL | undefined, since: Date, until: Date) {
  const [row] = await db
    .select({ starts: count() })
    .from(guestPlaybackStarts)
    .where(and(matching, gt(guestPlaybackStarts.startedAt, since), lte(guestPlaybackStarts.startedAt, until)));
  return row?.starts ?? 0;
}

/** How many guest starts from the client address were counted after `since` (and by `until`). */
export function countAddressStartsBetween(db: AppDatabase, clientAddress: string, since: Date, until: Date) {
  return countStartsAfter(db, eq(guestPlaybackStarts.clientAddress, clientAddress), since, until);
}

/** How many starts of the browser were counted after `since` (and by `until`), of one episode when given. */
export function countTrackedStartsBetween(
  db: AppDatabase,
  { trackingId, episodeId }: { trackingId: string; episodeId?: number },
  since: Date,
  until: Date,
) {
  const ofEpisode = episodeId === undefined ? undefined : eq(guestPlaybackStarts.episodeId, episodeId);
  return countStartsAfter(db, and(eq(guestPlaybackStarts.trackingId, trackingId), ofEpisode), since, until);
}

/**
 * Deletes some rows counted at or before `cutoff`, which no limit looks at any more. Rows another start is
 * deleting meanwhile are skipped rather than waited for.
 */
export async function forgetGuestStartsBefore(db: AppDatabase, cutoff: Date): Promise<void> {
  const stale = db
    .select({ id: guestPlaybackStarts.id })
    .from(guestPlaybackStarts)
    .where(lte(guestPlaybackStarts.startedAt, cutoff))
    .orderBy(guestPlaybackStarts.startedAt)
    .limit(FORGET_BATCH)
    .for('update', { skipLocked: true });
  await db.delete(guestPlaybackStarts).where(inArray(guestPlaybackStarts.id, stale));
}
