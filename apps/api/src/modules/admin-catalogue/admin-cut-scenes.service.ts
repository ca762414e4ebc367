/**
 * The scene markers of an episode's cut (`cut_scene_markers`, decision 0059), read and saved by operators.
 * The viewer's resume lookup reads them (watching module) when a member switches cuts. The contract's schema
 * checks the order; the video's length is checked here, on the row held for the save.
 */
import { CUT_SCENE_MESSAGES, type CutScenes } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, cutSceneMarkers, episodeMedia, episodes, titles } from '@hanabi/db';
import { asc, count, eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { otherCutOf } from '../episodes/other-cut.ts';

const NOT_FOUND = 'このエピソードは見つかりません。';

async function sceneStartsOf(db: AppDatabase, episodeId: number): Promise<number[]> {
  const rows = await db
    .select({ startSeconds: cutSceneMarkers.startSeconds })
    .from(cutSceneMarkers)
    .where(eq(cutSceneMarkers.episodeId, episodeId))
    .orderBy(asc(cutSceneMarkers.sceneIndex));
  return rows.map((row) => row.startSeconds);
}

export async function getCutScenes(db: AppDatabase, episodeId: number): Promise<CutScenes> {
  const [row] = await db
    .select({
      episode_id: episodes.id,
      title_id: titles.id,
      title_name: titles.name,
      prefix: episodes.prefixName,
      name: episodes.name,
      cut: episodes.cut,
      duration_seconds: episodeMedia.durationSeconds,
    })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .leftJoin(episodeMedia, eq(episodeMedia.episodeId, episodes.id))
    .where(eq(episodes.id, episodeId));
  if (!row) throw new ApiError('notFound', { message: NOT_FOUND });
  const otherCutId = await otherCutOf(db, episodeId);
  const [otherCount] =
    otherCutId === null
      ? [{ scenes: 0 }]
      : await db.select({ scenes: count() }).from(cutSceneMarkers).where(eq(cutSceneMarkers.episodeId, otherCutId));
  return {
    episode_id: row.episode_id,
    title_id: row.title_id,
    title_name: row.title_name,
    cut: row.cut,
    other_cut_episode_id: otherCutId,
    duration_seconds: row.duration_seconds,
    episode_label: `${row.prefix} ${row.name}`,
    scene_starts: await sceneStartsOf(db, episodeId),
    other_cut_scene_count: otherCount?.scenes ?? 0,
  };
}

/** Replaces the cut's scene markers; 404 for an unknown episode, 409 while it has no packaged video. */
export async function saveCutScenes(
  db: AppDatabase,
  actor: AuditActor,
  episodeId: number,
  sceneStarts: readonly number[],
): Promise<CutScenes> {
  await db.transaction(async (tx) => {
    const [episode] = await tx.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, episodeId));
    if (!episode) throw new ApiError('notFound', { message: NOT_FOUND });
    // Held until commit, so a packaging job cannot swap the video (and its length) under the check.
    const [video] = await tx
      .select({ durationSeconds: episodeMedia.durationSeconds })
      .from(episodeMedia)
      .where(eq(episodeMedia.episodeId, episodeId))
      .for('update');
    if (!video) throw new ApiError('conflict', { message: CUT_SCENE_MESSAGES.noVideo });
    const past = sceneStarts.findIndex((start) => start >= video.durationSeconds);
    if (past >= 0) {
      throw new ApiError('badRequest', {
        message: CUT_SCENE_MESSAGES.beyondVideo(video.durationSeconds),
        details: [{ field: `body.scene_starts.${past}`, reason: 'beyond_video' }],
      });
    }
    const before = await sceneStartsOf(tx, episodeId);
    await tx.delete(cutSceneMarkers).where(eq(cutSceneMarkers.episodeId, episodeId));
    if (sceneStarts.length > 0) {
      await tx
        .insert(cutSceneMarkers)
        .values(sceneStarts.map((startSeconds, sceneIndex) => ({ episodeId, sceneIndex, startSeconds })));
    }
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'episode.cut_scenes',
      targetType: 'episode',
      targetId: episodeId,
      before: { scene_starts: before },
      after: { scene_starts: sceneStarts },
    });
  });
  return getCutScenes(db, episodeId);
}
