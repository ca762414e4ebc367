/**
 * What a member holds of one title (GET /v1/users/title_access): the open plan, the title's episodes they
 * own, and where they last left off in it. Owned is what findViewerFacts counts as owned (an entitlement,
 * bought or by a ticket), read for every episode of the title at once.
 */
import type { TitleAccess } from '@hanabi/contract';
import { type AppDatabase, episodeEntitlements, episodes, watchingPositions } from '@hanabi/db';
import { and, desc, eq } from 'drizzle-orm';
import { findOpenPlanId } from '../episodes/episodes.repository.ts';

export async function findTitleAccess(db: AppDatabase, userId: number, titleId: number): Promise<TitleAccess> {
  const [planId, owned, [resume]] = await Promise.all([
    findOpenPlanId(db, userId),
    db
      .select({ episodeId: episodeEntitlements.episodeId })
      .from(episodeEntitlements)
      .innerJoin(episodes, eq(episodes.id, episodeEntitlements.episodeId))
      .where(and(eq(episodeEntitlements.userId, userId), eq(episodes.titleId, titleId)))
      .orderBy(episodeEntitlements.episodeId),
    db
      .select({
        episode_id: watchingPositions.episodeId,
        position_seconds: watchingPositions.positionSeconds,
        duration_seconds: watchingPositions.durationSeconds,
      })
      .from(watchingPositions)
      .innerJoin(episodes, eq(episodes.id, watchingPositions.episodeId))
      .where(
        and(eq(watchingPositions.userId, userId), eq(episodes.titleId, titleId), eq(watchingPositions.finished, false)),
      )
      .orderBy(desc(watchingPositions.watchedAt))
      .limit(1),
  ]);
  return {
    plan_id: planId,
    owned_episode_ids: owned.map((row) => row.episodeId),
    resume: resume ?? null,
  };
}
