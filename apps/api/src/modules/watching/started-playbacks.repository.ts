/** Started playbacks (table episode_views), which the activity rankings count (decision 0019). */
import { type AppDatabase, episodeViews } from '@hanabi/db';
import { and, eq, gt, lte } from 'drizzle-orm';

export interface StartedPlayback {
  episodeId: number;
  titleId: number;
  /** null for a guest. */
  userId: number | null;
  at: Date;
}

export async function insertStartedPlayback(
  db: AppDatabase,
  { episodeId, titleId, userId, at }: StartedPlayback,
): Promise<void> {
  await db.insert(episodeViews).values({ episodeId, titleId, userId, viewedAt: at });
}

/** Whether the member's start of the episode was already counted after `since` (and by `until`). */
export async function hasCountedStartBetween(
  db: AppDatabase,
  { userId, episodeId }: { userId: number; episodeId: number },
  since: Date,
  until: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: episodeViews.id })
    .from(episodeViews)
    .where(
      and(
        eq(episodeViews.userId, userId),
        eq(episodeViews.episodeId, episodeId),
        gt(episodeViews.viewedAt, since),
        lte(episodeViews.viewedAt, until),
      ),
    )
    .limit(1);
  return row !== undefined;
}
