/**
 * Query pieces every catalogue list shares (decision 0019): what a card selects, when a title is
 * available, the filters of the contract's one vocabulary, the viewer's hidden titles, and the sorts.
 * A title is "available" at `now` when it is published and available_from ≤ now < available_until; an
 * episode is "shown" when it is published and released_at ≤ now < available_until (decision 0046). Every
 * viewer-facing read goes through these conditions, so a draft reaches no list, page, search or licence.
 */
import type { TitleFilters, TitleSort } from '@hanabi/contract';
import {
  episodePurchases,
  episodes,
  episodeViews,
  hiddenTitles,
  type StoredImage,
  titleGenres,
  titles,
  titleTags,
} from '@hanabi/db';
import { and, asc, desc, eq, getTableName, gt, isNotNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type DisplayGroup = (typeof titles.displayGroup.enumValues)[number];
export type EpisodeRow = typeof episodes.$inferSelect;

export interface TitleCardRow {
  id: number;
  name: string;
  nameKana: string;
  designType: number;
  displayGroup: DisplayGroup;
  isAgeRestrictionR18: boolean;
  keyArt: StoredImage;
  poster: StoredImage;
  episodeCount: number;
}

/** Who is looking and when: lists leave out a signed-in member's hidden titles. */
export interface ListScope {
  now: Date;
  /** users.id of the signed-in member, or null for a guest. */
  viewerId: number | null;
}

/** The title is published: not a draft. Part of every viewer-facing condition on titles. */
const publishedTitle = isNotNull(titles.publishedAt);

/** The title is available at `now`: published, and available_from ≤ now < available_until. */
export function availableAt(now: Date) {
  return and(publishedTitle, lte(titles.availableFrom, now), gt(titles.availableUntil, now));
}

/**
 * The episode is published: not a draft. Spelled, like shownEpisodeAt, with qualified columns so that it holds
 * inside a correlated subquery in a single-table select's columns as well.
 */
export function publishedEpisode(): SQL {
  return sql`${qualified(episodes.publishedAt)} is not null`;
}

/** The episode is shown at `now`: published, and released_at ≤ now < available_until. */
export function shownEpisodeAt(now: Date): SQL {
  return sql`(${publishedEpisode()} and ${qualified(episodes.releasedAt)} <= ${now} and ${qualified(episodes.availableUntil)} > ${now})`;
}

/** Join condition of a title's episodes shown at `now`. */
export function releasedEpisodesOf(now: Date) {
  return and(eq(episodes.titleId, titles.id), shownEpisodeAt(now));
}

/**
 * How many episodes of the title are shown at `now`; the broadcast and premium cuts of one episode
 * count once. A correlated subquery rather than a join and GROUP BY: PostgreSQL evaluates it only for the
 * rows a page returns, so a list does not read the episodes of every matching title.
 */
export function releasedEpisodeCount(now: Date): SQL<number> {
  return sql<number>`(select count(distinct ${qualified(episodes.number)}) from ${episodes}
    where ${qualified(episodes.titleId)} = ${outerTitleId} and ${shownEpisodeAt(now)})::int`.mapWith(Number);
}

/** What a title card shows of the titles table (its episode count is computed by each query). */
export const cardColumns = {
  id: titles.id,
  name: titles.name,
  nameKana: titles.nameKana,
  designType: titles.designType,
  displayGroup: titles.displayGroup,
  isAgeRestrictionR18: titles.isAgeRestrictionR18,
  keyArt: titles.keyArt,
  poster: titles.poster,
};

/**
 * `table.column` spelled out in full. Drizzle leaves the columns of a single-table query unqualified, and
 * inside a correlated subquery a bare `id` would name the subquery's own table instead of the outer title.
 */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** The id of the title row a correlated subquery belongs to. */
const outerTitleId = qualified(titles.id);

/** Titles the viewer has not hidden (every title for a guest). */
export function notHiddenBy(viewerId: number | null): SQL | undefined {
  if (viewerId === null) return undefined;
  return notExists(
    sql`(select 1 from ${hiddenTitles}
      where ${qualified(hiddenTitles.userId)} = ${viewerId} and ${qualified(hiddenTitles.titleId)} = ${outerTitleId})`,
  );
}

/** Available titles that match the filters and that the viewer has not hidden. */
export function listableTitles(filters: TitleFilters, { now, viewerId }: ListScope): SQL | undefined {
  return and(availableAt(now), matchingTitles(filters, viewerId));
}

/**
 * Titles that match the filters and that the viewer has not hidden, whenever they are available: for the
 * lists about another time than now (what starts later). Every other list wants listableTitles.
 */
export function matchingTitles(filters: TitleFilters, viewerId: number | null): SQL | undefined {
  return and(
    publishedTitle,
    eq(titles.displayGroup, filters.display_group),
    filters.genre_id === undefined
      ? undefined
      : sql`exists (select 1 from ${titleGenres}
          where ${qualified(titleGenres.titleId)} = ${outerTitleId} and ${qualified(titleGenres.genreId)} = ${filters.genre_id})`,
    filters.tag_id === undefined
      ? undefined
      : sql`exists (select 1 from ${titleTags}
          where ${qualified(titleTags.titleId)} = ${outerTitleId} and ${qualified(titleTags.tagId)} = ${filters.tag_id})`,
    filters.design_type === undefined ? undefined : eq(titles.designType, filters.design_type),
    notHiddenBy(viewerId),
  );
}

/** Days of activity the `popular` sort counts. */
export const POPULAR_PERIOD_DAYS = 7;
/** A completed purchase weighs as much as this many started playbacks. */
export const PURCHASE_WEIGHT = 3;

/**
 * A title's activity score over the `days` before `now`: started playbacks plus PURCHASE_WEIGHT per
 * completed purchase. A correlated expression over `titles`, usable in SELECT and ORDER BY.
 */
export function activityScore(now: Date, days: number): SQL<number> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const viewedAt = qualified(episodeViews.viewedAt);
  const completedAt = qualified(episodePurchases.completedAt);
  return sql<number>`(
    (select count(*) from ${episodeViews}
      where ${qualified(episodeViews.titleId)} = ${outerTitleId} and ${viewedAt} > ${since} and ${viewedAt} <= ${now})
    + ${PURCHASE_WEIGHT} * (select count(*) from ${episodePurchases}
      join ${episodes} on ${qualified(episodes.id)} = ${qualified(episodePurchases.episodeId)}
      where ${qualified(episodes.titleId)} = ${outerTitleId} and ${qualified(episodePurchases.status)} = 'completed'
        and ${completedAt} > ${since} and ${completedAt} <= ${now})
  )::int`.mapWith(Number);
}

/** ORDER BY of a sort, ending with the id so that pages never overlap. */
export function titleOrder(sort: TitleSort, now: Date): SQL[] {
  switch (sort) {
    case 'kana':
      return [asc(titles.nameKana), asc(titles.id)];
    case 'earliest_start_at':
      return [asc(titles.availableFrom), asc(titles.id)];
    case 'newest':
      return [desc(titles.availableFrom), asc(titles.id)];
    case 'popular':
      return [desc(activityScore(now, POPULAR_PERIOD_DAYS)), asc(titles.nameKana), asc(titles.id)];
  }
}
