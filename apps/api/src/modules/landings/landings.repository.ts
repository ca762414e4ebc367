/** Reads of dynamic landing pages (/lp/dynamic_*): a landing running now and its titles in editorial order. */
import type { TitleFilters } from '@hanabi/contract';
import { type AppDatabase, dynamicLandings, dynamicLandingTitles, titles } from '@hanabi/db';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import {
  cardColumns,
  type ListScope,
  listableTitles,
  releasedEpisodeCount,
  type TitleCardRow,
} from '../catalogue/title-query.ts';

export type LandingRow = typeof dynamicLandings.$inferSelect;
export type LandingTitleRow = TitleCardRow & { synopsis: string };

export interface LandingsRepository {
  /** The landing with this slug when its window contains `now` (starts_at ≤ now < ends_at). */
  findRunningLanding(slug: string, now: Date): Promise<LandingRow | undefined>;
  /** The landing's titles that the filters and the viewer let through, in the landing's order. */
  listLandingTitles(landingId: number, filters: TitleFilters, scope: ListScope): Promise<LandingTitleRow[]>;
}

export function createLandingsRepository(db: AppDatabase): LandingsRepository {
  return {
    async findRunningLanding(slug, now) {
      const [landing] = await db
        .select()
        .from(dynamicLandings)
        .where(
          and(eq(dynamicLandings.slug, slug), lte(dynamicLandings.startsAt, now), gt(dynamicLandings.endsAt, now)),
        );
      return landing;
    },

    listLandingTitles(landingId, filters, scope) {
      return db
        .select({ ...cardColumns, episodeCount: releasedEpisodeCount(scope.now), synopsis: titles.synopsis })
        .from(titles)
        .innerJoin(
          dynamicLandingTitles,
          and(eq(dynamicLandingTitles.titleId, titles.id), eq(dynamicLandingTitles.landingId, landingId)),
        )
        .where(listableTitles(filters, scope))
        .orderBy(asc(dynamicLandingTitles.position), asc(titles.id));
    },
  };
}
