/**
 * Running features (decision 0019): a feature is shown while starts_at ≤ now < ends_at and while at least
 * one of its titles is listable for the viewer. One query for the total, one for the page of features with
 * their counts, one for the first titles of all of them (a lateral join per feature).
 */
import type { TitleFilters } from '@hanabi/contract';
import { type AppDatabase, features, featureTitles, titles } from '@hanabi/db';
import { and, asc, count, countDistinct, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  cardColumns,
  type ListScope,
  listableTitles,
  releasedEpisodeCount,
  type TitleCardRow,
} from '../catalogue/title-query.ts';

export type FeatureRow = typeof features.$inferSelect & { titleCount: number };
export type FeatureTitleRow = TitleCardRow & { featureId: number; position: number };

export interface FeaturesRepository {
  listRunning(
    query: { filters: TitleFilters; limit: number; offset: number; titlesPerFeature: number },
    scope: ListScope,
  ): Promise<{ rows: FeatureRow[]; titles: FeatureTitleRow[]; total: number }>;
}

export function createFeaturesRepository(db: AppDatabase): FeaturesRepository {
  return {
    async listRunning({ filters, limit, offset, titlesPerFeature }, scope) {
      const listable = listableTitles(filters, scope);
      const running = and(lte(features.startsAt, scope.now), gt(features.endsAt, scope.now));
      // Inner joins: a feature without a listable title is not shown.
      const [counted] = await db
        .select({ total: countDistinct(features.id) })
        .from(features)
        .innerJoin(featureTitles, eq(featureTitles.featureId, features.id))
        .innerJoin(titles, and(eq(titles.id, featureTitles.titleId), listable))
        .where(running);
      const rows = await db
        .select({ ...getTableColumns(features), titleCount: count() })
        .from(features)
        .innerJoin(featureTitles, eq(featureTitles.featureId, features.id))
        .innerJoin(titles, and(eq(titles.id, featureTitles.titleId), listable))
        .where(running)
        .groupBy(features.id)
        .orderBy(asc(features.position), asc(features.startsAt), asc(features.id))
        .limit(limit)
        .offset(offset);
      if (rows.length === 0) return { rows, titles: [], total: counted?.total ?? 0 };

      const firstTitles = db
        .select({
          ...cardColumns,
          episodeCount: sql<number>`${releasedEpisodeCount(scope.now)}`.as('episode_count'),
          position: featureTitles.position,
        })
        .from(featureTitles)
        .innerJoin(titles, eq(titles.id, featureTitles.titleId))
        .where(and(eq(featureTitles.featureId, features.id), listable))
        .orderBy(asc(featureTitles.position), asc(titles.id))
        .limit(titlesPerFeature)
        .as('first_titles');
      const titleRows = await db
        .select({ featureId: features.id, ...firstTitles._.selectedFields })
        .from(features)
        .innerJoinLateral(firstTitles, sql`true`)
        .where(
          inArray(
            features.id,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(features.id), asc(firstTitles.position), asc(firstTitles.id));
      return { rows, titles: titleRows, total: counted?.total ?? 0 };
    },
  };
}
