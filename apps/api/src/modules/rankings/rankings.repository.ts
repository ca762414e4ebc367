/**
 * Ranking reads: titles ordered by their activity score over a period, on their own or per genre. Ties go
 * to reading order (name_kana), then id, so that pages never overlap.
 */
import type { TitleFilters } from '@hanabi/contract';
import { type AppDatabase, genreGroups, genres, titleGenres, titles } from '@hanabi/db';
import { asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { titleActivity } from '../catalogue/title-activity.ts';
import {
  cardColumns,
  type ListScope,
  listableTitles,
  releasedEpisodeCount,
  type TitleCardRow,
} from '../catalogue/title-query.ts';

export interface RankedRow extends TitleCardRow {
  views: number;
  purchases: number;
  score: number;
}

export interface GenreRankedRow extends RankedRow {
  genreId: number;
  genreName: string;
  /** 1 for the genre's best title. */
  rank: number;
}

export interface RankingsRepository {
  /** One page of the listable titles with activity in the `days` before now, best first, and how many there are. */
  listRanked(
    query: { filters: TitleFilters; days: number; limit: number; offset: number },
    scope: ListScope,
  ): Promise<{ rows: RankedRow[]; total: number }>;
  /** The best `perGenre` titles of every genre with activity, genres in display order. */
  listRankedByGenre(
    query: { filters: TitleFilters; days: number; perGenre: number },
    scope: ListScope,
  ): Promise<GenreRankedRow[]>;
}

export function createRankingsRepository(db: AppDatabase): RankingsRepository {
  return {
    async listRanked({ filters, days, limit, offset }, scope) {
      const { activity, score } = titleActivity(db, scope.now, days);
      const where = listableTitles(filters, scope);
      const [counted] = await db
        .select({ total: count() })
        .from(titles)
        .innerJoin(activity, eq(activity.titleId, titles.id))
        .where(where);
      const rows = await db
        .select({
          ...cardColumns,
          episodeCount: releasedEpisodeCount(scope.now),
          views: activity.views,
          purchases: activity.purchases,
          score,
        })
        .from(titles)
        .innerJoin(activity, eq(activity.titleId, titles.id))
        .where(where)
        .orderBy(desc(score), asc(titles.nameKana), asc(titles.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: counted?.total ?? 0 };
    },

    async listRankedByGenre({ filters, days, perGenre }, scope) {
      const { activity, score } = titleActivity(db, scope.now, days);
      // Ranked inside each genre in one pass; the outer query keeps each genre's first `perGenre`.
      const ranked = db
        .select({
          ...cardColumns,
          episodeCount: sql<number>`${releasedEpisodeCount(scope.now)}`.as('episode_count'),
          views: activity.views,
          purchases: activity.purchases,
          score: sql<number>`${score}`.as('score'),
          genreId: sql<number>`${genres.id}`.as('genre_id'),
          genreName: sql<string>`${genres.name}`.as('genre_name'),
          groupPosition: sql<number>`${genreGroups.position}`.as('group_position'),
          genrePosition: sql<number>`${genres.position}`.as('genre_position'),
          rank: sql<number>`(row_number() over (
            partition by ${genres.id} order by ${score} desc, ${titles.nameKana}, ${titles.id}
          ))::int`.as('rank'),
        })
        .from(titles)
        .innerJoin(activity, eq(activity.titleId, titles.id))
        .innerJoin(titleGenres, eq(titleGenres.titleId, titles.id))
        .innerJoin(genres, eq(genres.id, titleGenres.genreId))
        .innerJoin(genreGroups, eq(genreGroups.id, genres.genreGroupId))
        .where(listableTitles(filters, scope))
        .as('ranked');
      return db
        .select()
        .from(ranked)
        .where(lte(ranked.rank, perGenre))
        .orderBy(asc(ranked.groupPosition), asc(ranked.genrePosition), asc(ranked.genreId), asc(ranked.rank));
    },
  };
}
