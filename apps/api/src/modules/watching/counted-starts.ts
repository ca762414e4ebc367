/**
 * Whether a started playback counts as a view in the activity rankings (decisions 0028 and 0037). Each start
 * is judged and recorded in one transaction holding the locks of whoever started it, so starts that arrive
 * at once (two tabs, a script) are judged one after another and no limit is passed by racing it:
 *
 * - a member: the same episode counts once per REPEATED_START_WINDOW_MINUTES;
 * - a guest's browser (its tracking id): the same, and at most GUEST_START_LIMITS.perBrowserPerHour starts;
 * - a client address: at most GUEST_START_LIMITS.perAddressPerHour guest starts, whatever their tracking ids
 *   (a script can drop or change its tracking id far more easily than its address).
 *
 * A start that does not count is answered like one that does: the player does nothing with the answer, and a
 * script learns nothing about where the limits are.
 */
import { type AppDatabase, lockUntilCommit } from '@hanabi/db';
import {
  countAddressStartsBetween,
  countTrackedStartsBetween,
  forgetGuestStartsBefore,
  insertGuestStart,
} from './guest-playback-starts.repository.ts';
import { hasCountedStartBetween, insertStartedPlayback } from './started-playbacks.repository.ts';

/**
 * One viewer's starts of one episode this close together count as one view: reloading the player or coming
 * back to it after a pause must not inflate the rankings.
 */
export const REPEATED_START_WINDOW_MINUTES = 30;

/**
 * Counted guest starts per hour (a sliding hour). A browser: 20 is more than anyone watches, even of
 * three-minute shorts. An address: 60 leaves room for the many guests a carrier puts behind one address,
 * while one source adds at most 60 views an hour to a title however many tracking ids it makes up.
 */
export const GUEST_START_LIMITS = { perBrowserPerHour: 20, perAddressPerHour: 60 } as const;

const HOUR_MS = 60 * 60 * 1000;

export type StartingViewer =
  | { kind: 'member'; userId: number }
  /** `trackingId`: the call's well-formed Anime-User-Tracking-Id, or null (then only the address limits it). */
  | { kind: 'guest'; clientAddress: string; trackingId: string | null };

export interface PlaybackStart {
  viewer: StartingViewer;
  episodeId: number;
  titleId: number;
  at: Date;
}

/** Records the start as a view when it counts; answers whether it did. */
export function countPlaybackStart(db: AppDatabase, { viewer, episodeId, titleId, at }: PlaybackStart) {
  return db.transaction(async (tx) => {
    const counts =
      viewer.kind === 'member'
        ? await memberStartCounts(tx, viewer.userId, episodeId, at)
        : await guestStartCounts(tx, viewer, episodeId, at);
    if (!counts) return false;
    const userId = viewer.kind === 'member' ? viewer.userId : null;
    await insertStartedPlayback(tx, { episodeId, titleId, userId, at });
    return true;
  });
}

function repeatWindowStart(now: Date): Date {
  return new Date(now.getTime() - REPEATED_START_WINDOW_MINUTES * 60_000);
}

async function memberStartCounts(tx: AppDatabase, userId: number, episodeId: number, now: Date) {
  await lockUntilCommit(tx, `playback-start:member:${userId}:${episodeId}`);
  return !(await hasCountedStartBetween(tx, { userId, episodeId }, repeatWindowStart(now), now));
}

async function guestStartCounts(
  tx: AppDatabase,
  { clientAddress, trackingId }: Extract<StartingViewer, { kind: 'guest' }>,
  episodeId: number,
  now: Date,
) {
  // Always the address's lock first, then the browser's: two starts never hold one each and wait for the other.
  await lockUntilCommit(tx, `playback-start:address:${clientAddress}`);
  if (trackingId !== null) await lockUntilCommit(tx, `playback-start:browser:${trackingId}`);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const fromAddress = await countAddressStartsBetween(tx, clientAddress, hourAgo, now);
  if (fromAddress >= GUEST_START_LIMITS.perAddressPerHour) return false;
  if (trackingId !== null) {
    const sameEpisode = await countTrackedStartsBetween(tx, { trackingId, episodeId }, repeatWindowStart(now), now);
    if (sameEpisode > 0) return false;
    const fromBrowser = await countTrackedStartsBetween(tx, { trackingId }, hourAgo, now);
    if (fromBrowser >= GUEST_START_LIMITS.perBrowserPerHour) return false;
  }
  await insertGuestStart(tx, { episodeId, clientAddress, trackingId, at: now });
  await forgetGuestStartsBefore(tx, hourAgo);
  return true;
}
