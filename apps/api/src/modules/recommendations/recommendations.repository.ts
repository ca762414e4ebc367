/**
 * Recommendation reads (decision 0019). Candidates are the listable titles the viewer has not already
 * given (watched or marked as interesting). Genres shared with the given titles come first, the most
 * shared first, then the others by the popularity of their candidates; within a genre the most popular
 * candidate first (activity over RECOMMENDATION_PERIOD_DAYS), then the newest. The editors' picks in force lead
 * (decision 0064): listable like any candidate, in the editors' order, and never repeated in a genre.
 */
import { RECOMMENDED_TITLES_PER_GENRE, type TitleFilters } from '@hanabi/contract';
import { type AppDatabase, editorPickTitles, genreGroups, genres, titleGenres, titles } from '@hanabi/db';
import { and, asc, count, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { titleActivity } from '../catalogue/title-activity.ts';
import {
  cardColumns,
  type ListScope,
  listableTitles,
  releasedEpisodeCount,
  type TitleCardRow,
} from '../catalogue/title-query.ts';
import { editorPickIdAt } from './editor-pick-at.ts';

/** Days of activity that make a title popular for recommendations. */
export const RECOMMENDATION_PERIOD_DAYS = 30;

export interface RecommendationQuery {
  filters: Omit<TitleFilters, 'genre_id'>;
  /** The titles the viewer gave: their genres lead, and they are never recommended back. */
  givenTitleIds: number[];
  /** The editors' picks already shown above the genres. */
  pickedTitleIds: number[];
}

export interface GenreRow {
  id: number;
  name: string;
}

export type GenreTitleRow = TitleCardRow & { genreId: number };

export interface RecommendationsRepository {
  /** The listable titles of the editor picks in force at `scope.now`, in the editors' order. */
  listPicks(filters: RecommendationQuery['filters'], scope: ListScope): Promise<TitleCardRow[]>;
  /** The first `limit` genres with at least one candidate, in recommendation order. */
  listGenres(query: RecommendationQuery & { limit: number }, scope: ListScope): Promise<GenreRow[]>;
  /** The best RECOMMENDED_TITLES_PER_GENRE candidates of each of the genres, best first within a genre. */
  listGenreTitles(query: RecommendationQuery & { genreIds: number[] }, scope: ListScope): Promise<GenreTitleRow[]>;
}

export function createRecommendationsRepository(db: AppDatabase): RecommendationsRepository {
  const candidates = ({ filters, givenTitleIds, pickedTitleIds }: RecommendationQuery, scope: ListScope) =>
    and(listableTitles(filters, scope), notInArray(titles.id, [...givenTitleIds, ...pickedTitleIds]));
  /** The window's activity, to left-join on titles: one pass over it rather than a count per title. */
  const popularityOf = (now: Date) => {
    const { activity, score } = titleActivity(db, now, RECOMMENDATION_PERIOD_DAYS);
    return { activity, popularity: sql<number>`coalesce(${score}, 0)` };
  };

  return {
    async listPicks(filters, scope) {
      const pickId = await editorPickIdAt(db, scope.now);
      if (pickId === undefined) return [];
      return db
        .select({ ...cardColumns, episodeCount: releasedEpisodeCount(scope.now) })
        .from(editorPickTitles)
        .innerJoin(titles, eq(titles.id, editorPickTitles.titleId))
        .where(and(eq(editorPickTitles.pickId, pickId), listableTitles(filters, scope)))
        .orderBy(asc(editorPickTitles.position));
    },

    async listGenres({ limit, ...query }, scope) {
      const shared = db
        .select({ genreId: titleGenres.genreId, titles: count().as('shared_titles') })
        .from(titleGenres)
        .where(inArray(titleGenres.titleId, query.givenTitleIds))
        .groupBy(titleGenres.genreId)
        .as('shared');
      const { activity, popularity } = popularityOf(scope.now);
      return db
        .select({ id: genres.id, name: genres.name })
        .from(genres)
        .innerJoin(genreGroups, eq(genreGroups.id, genres.genreGroupId))
        .innerJoin(titleGenres, eq(titleGenres.genreId, genres.id))
        .innerJoin(titles, eq(titles.id, titleGenres.titleId))
        .leftJoin(shared, eq(shared.genreId, genres.id))
        .leftJoin(activity, eq(activity.titleId, titles.id))
        .where(candidates(query, scope))
        .groupBy(genres.id, genreGroups.id, shared.titles)
        .orderBy(
          desc(sql`coalesce(${shared.titles}, 0)`),
          desc(sql`sum(${popularity})`),
          asc(genreGroups.position),
          asc(genres.position),
          asc(genres.id),
        )
        .limit(limit);
    },

    async listGenreTitles({ genreIds, ...query }, scope) {
      const { activity, popularity } = popularityOf(scope.now);
      const placed = db
        .select({
          ...cardColumns,
          episodeCount: sql<number>`${releasedEpisodeCount(scope.now)}`.as('episode_count'),
          genreId: titleGenres.genreId,
          place: sql<number>`row_number() over (
            partition by ${titleGenres.genreId}
            order by ${popularity} desc, ${titles.availableFrom} desc, ${titles.id}
          )`.as('place'),
        })
        .from(titles)
        .innerJoin(titleGenres, eq(titleGenres.titleId, titles.id))
        .leftJoin(activity, eq(activity.titleId, titles.id))
        .where(and(candidates(query, scope), inArray(titleGenres.genreId, genreIds)))
        .as('placed');
      return db
        .select()
        .from(placed)
        .where(lte(placed.place, RECOMMENDED_TITLES_PER_GENRE))
        .orderBy(asc(placed.genreId), asc(placed.place));
    },
  };
}
