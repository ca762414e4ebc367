/**
 * Where a member resumes an episode when they last watched its other cut (decision 0059): the broadcast and
 * premium cuts of one number are episode rows of their own, each with its own kept position; whichever was
 * watched last decides, carried to this cut scene by scene through the operators' markers.
 */
import { type AppDatabase, cutSceneMarkers, episodeMedia, watchingPositions } from '@hanabi/db';
import { and, asc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import { otherCutOf } from '../episodes/other-cut.ts';
import { type CutScenes, secondsOnOtherCut } from './cut-scene-map.ts';

export interface KeptPosition {
  positionSeconds: number;
  finished: boolean;
  watchedAt: Date;
}

/** A cut's markers and its packaged length; no markers when it is not packaged. */
async function cutScenesOf(db: AppDatabase, episodeId: number): Promise<CutScenes> {
  const [media] = await db
    .select({ durationSeconds: episodeMedia.durationSeconds })
    .from(episodeMedia)
    .where(eq(episodeMedia.episodeId, episodeId));
  if (!media) return { startSeconds: [], durationSeconds: 0 };
  const markers = await db
    .select({ startSeconds: cutSceneMarkers.startSeconds })
    .from(cutSceneMarkers)
    .where(eq(cutSceneMarkers.episodeId, episodeId))
    .orderBy(asc(cutSceneMarkers.sceneIndex));
  return { startSeconds: markers.map((marker) => marker.startSeconds), durationSeconds: media.durationSeconds };
}

/**
 * The member's latest position on the episode's other cut, carried to this cut, when that cut was watched
 * after this one and not finished; null otherwise (and when the cuts' scenes cannot be matched), so the
 * caller keeps this cut's own position.
 */
export async function positionFromOtherCut(
  db: AppDatabase,
  userId: number,
  episodeId: number,
  own: KeptPosition | undefined,
): Promise<number | null> {
  const otherId = await otherCutOf(db, episodeId);
  if (otherId === null) return null;
  const [other] = await db
    .select({
      positionSeconds: watchingPositions.positionSeconds,
      finished: watchingPositions.finished,
      watchedAt: watchingPositions.watchedAt,
    })
    .from(watchingPositions)
    .where(and(eq(watchingPositions.userId, userId), eq(watchingPositions.episodeId, otherId)));
  if (!other || other.finished || (own && own.watchedAt >= other.watchedAt)) return null;
  const [from, to] = await Promise.all([cutScenesOf(db, otherId), cutScenesOf(db, episodeId)]);
  return secondsOnOtherCut(from, other.positionSeconds, to);
}

/**
 * For the continue-watching row: the position's episode was not watched on its other cut since. The row
 * shows one entry per episode, the cut watched last, which resumes where the viewer left off.
 */
export function notWatchedOnOtherCutSince(userId: number): SQL {
  // Spelled with table names: inside a correlated subquery the outer row's columns must be qualified.
  return notExists(
    sql`(select 1 from watching_positions other_position
      join episodes other_cut on other_cut.id = other_position.episode_id
      where other_position.user_id = ${userId}
        and other_cut.title_id = episodes.title_id
        and other_cut.number = episodes.number
        and other_cut.cut <> episodes.cut
        and other_position.watched_at > watching_positions.watched_at)`,
  );
}
