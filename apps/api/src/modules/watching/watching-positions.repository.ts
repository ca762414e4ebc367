/**
 * Where members left off (decision 0028): table watching_positions, one row per member and episode, and the
 * continue-watching row read from it.
 */
import type { DisplayGroup } from '@hanabi/contract';
import { type AppDatabase, episodes, titles, watchingPositions } from '@hanabi/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { availableAt, notHiddenBy, shownEpisodeAt } from '../catalogue/title-query.ts';
import { type EpisodeUpdateRow, episodeUpdateColumns } from '../episodes/episode-update.ts';
import { notWatchedOnOtherCutSince, positionFromOtherCut } from './resume-across-cuts.ts';

export type WatchingPosition = Omit<typeof watchingPositions.$inferInsert, 'inRow'>;

/** Keeps the member's latest position in the episode. Playing it again puts it back in the row. */
export async function savePosition(db: AppDatabase, position: WatchingPosition): Promise<void> {
  const { userId, episodeId, ...latest } = position;
  await db
    .insert(watchingPositions)
    .values({ ...position, inRow: true })
    .onConflictDoUpdate({
      target: [watchingPositions.userId, watchingPositions.episodeId],
      set: { ...latest, inRow: true },
    });
}

/**
 * Where the member resumes the episode: their position, or 0 when they finished it or never played it —
 * unless they watched its other cut since, whose position is carried to the same scene here (decision 0059).
 */
export async function findResumeSeconds(db: AppDatabase, userId: number, episodeId: number): Promise<number> {
  const [own] = await db
    .select({
      positionSeconds: watchingPositions.positionSeconds,
      finished: watchingPositions.finished,
      watchedAt: watchingPositions.watchedAt,
    })
    .from(watchingPositions)
    .where(and(eq(watchingPositions.userId, userId), eq(watchingPositions.episodeId, episodeId)));
  const carried = await positionFromOtherCut(db, userId, episodeId, own);
  if (carried !== null) return carried;
  return own && !own.finished ? own.positionSeconds : 0;
}

/** Takes the episode out of the member's row, or puts it back; the position stays. No position, no change. */
export async function setInRow(db: AppDatabase, userId: number, episodeId: number, inRow: boolean): Promise<void> {
  await db
    .update(watchingPositions)
    .set({ inRow })
    .where(and(eq(watchingPositions.userId, userId), eq(watchingPositions.episodeId, episodeId)));
}

export type WatchingRowEntry = EpisodeUpdateRow & {
  positionSeconds: number;
  durationSeconds: number;
  watchedAt: Date;
};

/**
 * The member's continue-watching row at `now`, most recently watched first: episodes in the row, not
 * finished, released and of a title available now that the member has not hidden; of one group of titles when
 * `displayGroup` is given.
 */
export async function listWatchingRow(
  db: AppDatabase,
  userId: number,
  { limit, offset, now, displayGroup }: { limit: number; offset: number; now: Date; displayGroup?: DisplayGroup },
): Promise<{ rows: WatchingRowEntry[]; total: number }> {
  const where = and(
    eq(watchingPositions.userId, userId),
    displayGroup ? eq(titles.displayGroup, displayGroup) : undefined,
    eq(watchingPositions.inRow, true),
    eq(watchingPositions.finished, false),
    shownEpisodeAt(now),
    availableAt(now),
    notHiddenBy(userId),
    notWatchedOnOtherCutSince(userId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...episodeUpdateColumns(now),
        positionSeconds: watchingPositions.positionSeconds,
        durationSeconds: watchingPositions.durationSeconds,
        watchedAt: watchingPositions.watchedAt,
      })
      .from(watchingPositions)
      .innerJoin(episodes, eq(episodes.id, watchingPositions.episodeId))
      .innerJoin(titles, eq(titles.id, episodes.titleId))
      .where(where)
      .orderBy(desc(watchingPositions.watchedAt), desc(watchingPositions.episodeId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(watchingPositions)
      .innerJoin(episodes, eq(episodes.id, watchingPositions.episodeId))
      .innerJoin(titles, eq(titles.id, episodes.titleId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
