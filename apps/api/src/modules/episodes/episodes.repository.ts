/**
 * Reads about one episode: the episode with its title, when both can be shown now, and what the viewer's
 * membership says about it. Pass a transaction instead of the database to read inside it.
 */

import type { EpisodeHolder } from '@hanabi/contract';
import { type AppDatabase, episodeEntitlements, episodePurchases, episodes, subscriptions, titles } from '@hanabi/db';
import { and, eq, isNull } from 'drizzle-orm';
import { availableAt, type DisplayGroup, type EpisodeRow, shownEpisodeAt } from '../catalogue/title-query.ts';

/** What the viewer's membership says about one episode (null stands for a guest where it is used). */
export interface ViewerFacts extends EpisodeHolder {
  /** The completed purchase through which the member owns the episode, or null (not owned, or by a ticket). */
  ownedPurchase: { id: number; idempotencyKey: string } | null;
}

export interface AvailableEpisode {
  episode: EpisodeRow;
  title: { id: number; name: string; displayGroup: DisplayGroup; isAgeRestrictionR18: boolean };
}

/** The episode, when it is shown at `now` (published, inside its window) and its title is available at `now`. */
export async function findAvailableEpisode(
  db: AppDatabase,
  id: number,
  now: Date,
): Promise<AvailableEpisode | undefined> {
  const [row] = await db
    .select({
      episode: episodes,
      title: {
        id: titles.id,
        name: titles.name,
        displayGroup: titles.displayGroup,
        isAgeRestrictionR18: titles.isAgeRestrictionR18,
      },
    })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(and(eq(episodes.id, id), shownEpisodeAt(now), availableAt(now)));
  return row;
}

/** Whether an episode with this id exists, whether or not it can be shown now. */
export async function episodeExists(db: AppDatabase, id: number): Promise<boolean> {
  const [row] = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, id));
  return row !== undefined;
}

/** The member's open plan, whether they own the episode, and the purchase through which they do, if any. */
export async function findViewerFacts(db: AppDatabase, userId: number, episodeId: number): Promise<ViewerFacts> {
  const planId = await findOpenPlanId(db, userId);
  // A ticket's entitlement has no purchase (decision 0025): owned all the same.
  const [owned] = await db
    .select({ purchase: { id: episodePurchases.id, idempotencyKey: episodePurchases.idempotencyKey } })
    .from(episodeEntitlements)
    .leftJoin(episodePurchases, eq(episodePurchases.id, episodeEntitlements.purchaseId))
    .where(and(eq(episodeEntitlements.userId, userId), eq(episodeEntitlements.episodeId, episodeId)));
  return { planId, owns: owned !== undefined, ownedPurchase: owned?.purchase ?? null };
}

/** The member's open plan (1 lite, 2 premium), or null for a free member. */
export async function findOpenPlanId(db: AppDatabase, userId: number): Promise<number | null> {
  const [plan] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)));
  return plan?.planId ?? null;
}
