/**
 * Queries of the time-bound and editorial title lists (decision 0019). Each list is one page query and one
 * count over the same conditions; filters, availability and hidden titles come from
 * ../catalogue/title-query.ts. A list's own order applies unless the query asks for a `sort`.
 */
import type { TitleFilters, TitleSort } from '@hanabi/contract';
import { type AppDatabase, episodes, titleExclusives, titles } from '@hanabi/db';
import { and, asc, count, desc, eq, gt, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  availableAt,
  cardColumns,
  type ListScope,
  listableTitles,
  matchingTitles,
  publishedEpisode,
  releasedEpisodeCount,
  releasedEpisodesOf,
  type TitleCardRow,
  titleOrder,
} from '../catalogue/title-query.ts';

export interface ListPage {
  filters: TitleFilters;
  sort: TitleSort | undefined;
  limit: number;
  offset: number;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

export interface EpisodeHeadline {
  id: number;
  number: number;
  prefixName: string;
  name: string;
  releasedAt: Date;
}

export type UpdatedTitleRow = TitleCardRow & { latestEpisode: EpisodeHeadline };
export type ScheduledTitleRow = TitleCardRow & { deliveryAt: Date; nextEpisode: EpisodeHeadline | null };
export type EndingTitleRow = TitleCardRow & { availableUntil: Date };
export type EstTitleRow = TitleCardRow & { lowestPricePoints: number };
export type ExclusiveTitleRow = TitleCardRow & {
  exclusive: { kind: 'exclusive' | 'early'; startsAt: Date; endsAt: Date };
};
export type FreeTitleRow = TitleCardRow & { freeEpisodeCount: number };

export interface TitleListsRepository {
  /** Listable titles with a released episode, by their latest release. */
  newlyUpdated(page: ListPage, scope: ListScope): Promise<Page<UpdatedTitleRow>>;
  /** Titles that start after now, and available titles with an episode released later, soonest first. */
  scheduled(page: ListPage, scope: ListScope): Promise<Page<ScheduledTitleRow>>;
  /** Listable titles whose window closes before `endsBefore`, soonest first. */
  endingSoon(page: ListPage & { endsBefore: Date }, scope: ListScope): Promise<Page<EndingTitleRow>>;
  /** Listable titles with a released episode sold on its own, newest priced release first. */
  soldIndividually(page: ListPage, scope: ListScope): Promise<Page<EstTitleRow>>;
  /** Listable titles with a running exclusive window, the most recently started first. */
  exclusive(page: ListPage, scope: ListScope): Promise<Page<ExclusiveTitleRow>>;
  /** Listable titles with a released free episode, latest free episode first. */
  withFreeEpisodes(page: ListPage, scope: ListScope): Promise<Page<FreeTitleRow>>;
}

/** The broadcast cut before the premium cut of one episode number. */
const broadcastFirst = sql`case ${episodes.cut} when 'broadcast' then 0 else 1 end`;

const headlineColumns = {
  id: episodes.id,
  number: episodes.number,
  prefixName: episodes.prefixName,
  name: episodes.name,
  releasedAt: episodes.releasedAt,
};

type HeadlineQuery = ReturnType<typeof headlineQuery>;

/** One episode headline per title: a correlated subquery over `titles` for a lateral join. */
function headlineQuery(db: AppDatabase, name: string, where: SQL | undefined, order: SQL[]) {
  return db
    .select(headlineColumns)
    .from(episodes)
    .where(where)
    .orderBy(...order)
    .limit(1)
    .as(name);
}

function headlineOf(subquery: HeadlineQuery) {
  const { id, number, prefixName, name, releasedAt } = subquery;
  return { id, number, prefixName, name, releasedAt };
}

/** A released episode of the title (matching `condition`) exists: a correlated condition over `titles`. */
function hasReleasedEpisode(now: Date, condition?: SQL): SQL {
  return sql`exists (select 1 from ${episodes} where ${and(releasedEpisodesOf(now), condition)})`;
}

function orderOf(sort: TitleSort | undefined, now: Date, ownOrder: SQL[]): SQL[] {
  return sort ? titleOrder(sort, now) : ownOrder;
}

export function createTitleListsRepository(db: AppDatabase): TitleListsRepository {
  /** Total of the titles matching `where`, counted over `titles` alone. */
  async function countTitles(where: SQL | undefined): Promise<number> {
    const [counted] = await db.select({ total: count() }).from(titles).where(where);
    return counted?.total ?? 0;
  }

  return {
    async newlyUpdated({ filters, sort, limit, offset }, scope) {
      const { now } = scope;
      const latest = headlineQuery(db, 'latest_episode', releasedEpisodesOf(now), [
        desc(episodes.releasedAt),
        desc(episodes.number),
        broadcastFirst,
        asc(episodes.id),
      ]);
      const where = listableTitles(filters, scope);
      // Counted without the lateral join: a title has a latest episode exactly when it has a released one.
      const total = await countTitles(and(where, hasReleasedEpisode(now)));
      const rows = await db
        .select({ ...cardColumns, episodeCount: releasedEpisodeCount(now), latestEpisode: headlineOf(latest) })
        .from(titles)
        .innerJoinLateral(latest, sql`true`)
        .where(where)
        .orderBy(...orderOf(sort, now, [desc(latest.releasedAt), asc(titles.id)]))
        .limit(limit)
        .offset(offset);
      return { rows, total };
    },

    async scheduled({ filters, sort, limit, offset }, { now, viewerId }) {
      // The next episode of a title available now, released while the title still is.
      const next = headlineQuery(
        db,
        'next_episode',
        and(
          eq(episodes.titleId, titles.id),
          publishedEpisode(),
          gt(episodes.releasedAt, now),
          lt(episodes.releasedAt, titles.availableUntil),
          availableAt(now),
        ),
        [asc(episodes.releasedAt), asc(episodes.number), broadcastFirst, asc(episodes.id)],
      );
      const where = and(matchingTitles(filters, viewerId), or(gt(titles.availableFrom, now), isNotNull(next.id)));
      const deliveryAt = sql`coalesce(${next.releasedAt}, ${titles.availableFrom})`.mapWith(titles.availableFrom);
      const [counted] = await db.select({ total: count() }).from(titles).leftJoinLateral(next, sql`true`).where(where);
      const rows = await db
        .select({ ...cardColumns, episodeCount: releasedEpisodeCount(now), deliveryAt, nextEpisode: headlineOf(next) })
        .from(titles)
        .leftJoinLateral(next, sql`true`)
        .where(where)
        .orderBy(...orderOf(sort, now, [asc(deliveryAt), asc(titles.id)]))
        .limit(limit)
        .offset(offset);
      return { rows, total: counted?.total ?? 0 };
    },

    async endingSoon({ filters, sort, limit, offset, endsBefore }, scope) {
      const where = and(listableTitles(filters, scope), lte(titles.availableUntil, endsBefore));
      const total = await countTitles(where);
      const rows = await db
        .select({
          ...cardColumns,
          episodeCount: releasedEpisodeCount(scope.now),
          availableUntil: titles.availableUntil,
        })
        .from(titles)
        .where(where)
        .orderBy(...orderOf(sort, scope.now, [asc(titles.availableUntil), asc(titles.id)]))
        .limit(limit)
        .offset(offset);
      return { rows, total };
    },

    async soldIndividually({ filters, sort, limit, offset }, scope) {
      const { now } = scope;
      const where = and(listableTitles(filters, scope), hasReleasedEpisode(now, isNotNull(episodes.pricePoints)));
      const latestPricedRelease = sql`max(${episodes.releasedAt}) filter (where ${episodes.pricePoints} is not null)`;
      const total = await countTitles(where);
      const rows = await db
        .select({
          ...cardColumns,
          episodeCount: releasedEpisodeCount(now),
          lowestPricePoints: sql<number>`min(${episodes.pricePoints})`.mapWith(Number),
        })
        .from(titles)
        .leftJoin(episodes, releasedEpisodesOf(now))
        .where(where)
        .groupBy(titles.id)
        .orderBy(...orderOf(sort, now, [desc(latestPricedRelease), asc(titles.id)]))
        .limit(limit)
        .offset(offset);
      return { rows, total };
    },

    async exclusive({ filters, sort, limit, offset }, scope) {
      const { now } = scope;
      const running = and(
        eq(titleExclusives.titleId, titles.id),
        lte(titleExclusives.startsAt, now),
        gt(titleExclusives.endsAt, now),
      );
      const where = listableTitles(filters, scope);
      const [counted] = await db
        .select({ total: count() })
        .from(titles)
        .innerJoin(titleExclusives, running)
        .where(where);
      const rows = await db
        .select({
          ...cardColumns,
          episodeCount: releasedEpisodeCount(now),
          exclusive: { kind: titleExclusives.kind, startsAt: titleExclusives.startsAt, endsAt: titleExclusives.endsAt },
        })
        .from(titles)
        .innerJoin(titleExclusives, running)
        .where(where)
        .orderBy(...orderOf(sort, now, [desc(titleExclusives.startsAt), asc(titles.id)]))
        .limit(limit)
        .offset(offset);
      return { rows, total: counted?.total ?? 0 };
    },

    async withFreeEpisodes({ filters, sort, limit, offset }, scope) {
      const { now } = scope;
      const where = and(listableTitles(filters, scope), hasReleasedEpisode(now, eq(episodes.isFree, true)));
      const latestFreeRelease = sql`max(${episodes.releasedAt}) filter (where ${episodes.isFree})`;
      const total = await countTitles(where);
      const rows = await db
        .select({
          ...cardColumns,
          episodeCount: releasedEpisodeCount(now),
          freeEpisodeCount: sql<number>`count(distinct ${episodes.number}) filter (where ${episodes.isFree})`.mapWith(
            Number,
          ),
        })
        .from(titles)
        .leftJoin(episodes, releasedEpisodesOf(now))
        .where(where)
        .groupBy(titles.id)
        .orderBy(...orderOf(sort, now, [desc(latestFreeRelease), asc(titles.id)]))
        .limit(limit)
        .offset(offset);
      return { rows, total };
    },
  };
}
