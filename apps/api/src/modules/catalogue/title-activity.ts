/**
 * Activity per title over a window, as one aggregate (decision 0019): the window's started playbacks and
 * completed purchases are read once and grouped by title, instead of two correlated counts per title
 * (catalogue/title-query.ts's activityScore, which the `popular` sort uses, counts the same events with
 * the same weight). Titles without activity in the window have no row, so joining it keeps only scored titles.
 */
import { type AppDatabase, episodePurchases, episodes, episodeViews } from '@hanabi/db';
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { PURCHASE_WEIGHT } from './title-query.ts';

const DAY_MS = 86_400_000;

/** Views and completed purchases of each title with activity in the `days` before `now`, and its score. */
export function titleActivity(db: AppDatabase, now: Date, days: number) {
  const since = new Date(now.getTime() - days * DAY_MS);
  const views = db
    .select({
      titleId: episodeViews.titleId,
      views: sql<number>`1`.as('views'),
      purchases: sql<number>`0`.as('purchases'),
    })
    .from(episodeViews)
    .where(and(gt(episodeViews.viewedAt, since), lte(episodeViews.viewedAt, now)));
  const purchases = db
    .select({ titleId: episodes.titleId, views: sql<number>`0`, purchases: sql<number>`1` })
    .from(episodePurchases)
    .innerJoin(episodes, eq(episodes.id, episodePurchases.episodeId))
    .where(
      and(
        eq(episodePurchases.status, 'completed'),
        gt(episodePurchases.completedAt, since),
        lte(episodePurchases.completedAt, now),
      ),
    );
  const events = unionAll(views, purchases).as('activity_events');
  const activity = db
    .select({
      titleId: events.titleId,
      views: sql<number>`sum(${events.views})::int`.as('views'),
      purchases: sql<number>`sum(${events.purchases})::int`.as('purchases'),
    })
    .from(events)
    .groupBy(events.titleId)
    .as('activity');
  const score: SQL<number> = sql<number>`(${activity.views} + ${PURCHASE_WEIGHT} * ${activity.purchases})::int`;
  return { activity, score };
}

export type TitleActivity = ReturnType<typeof titleActivity>;
