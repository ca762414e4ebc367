/**
 * Catalogue reads of the titles module: one title's page, and the displayable titles. Availability and
 * filters come from ../catalogue/title-query.ts. Pass a transaction instead of the database to read inside it.
 */
import type { TitleFilters, TitleSort } from '@hanabi/contract';
import {
  type AppDatabase,
  episodes,
  genreGroups,
  genres,
  tags,
  titleCredits,
  titleGenres,
  titles,
  titleTags,
} from '@hanabi/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  availableAt,
  cardColumns,
  type EpisodeRow,
  type ListScope,
  listableTitles,
  releasedEpisodeCount,
  shownEpisodeAt,
  type TitleCardRow,
  titleOrder,
} from '../catalogue/title-query.ts';

export interface TitleRow extends TitleCardRow {
  synopsis: string;
  productionCompany: string;
  copyright: string;
  productionYear: number | null;
  availableFrom: Date;
  availableUntil: Date;
}

export interface TitleDetailsRows {
  title: TitleRow;
  genres: Array<{ id: number; name: string }>;
  tags: Array<{ id: number; name: string }>;
  credits: Array<{ kind: 'cast' | 'staff'; role: string; personName: string }>;
  episodes: EpisodeRow[];
}

export interface TitlesRepository {
  /** The title and everything its page shows, or undefined when it is unknown or not available at `now`. */
  findAvailableTitle(id: number, now: Date): Promise<TitleDetailsRows | undefined>;
  /** One page of the listable titles in `sort` order, and how many there are. */
  listAvailableCards(
    query: { filters: TitleFilters; sort: TitleSort; limit: number; offset: number },
    scope: ListScope,
  ): Promise<{ rows: TitleCardRow[]; total: number }>;
}

export function createTitlesRepository(db: AppDatabase): TitlesRepository {
  return {
    async findAvailableTitle(id, now) {
      const [title] = await db
        .select({
          ...cardColumns,
          synopsis: titles.synopsis,
          productionCompany: titles.productionCompany,
          copyright: titles.copyright,
          productionYear: titles.productionYear,
          availableFrom: titles.availableFrom,
          availableUntil: titles.availableUntil,
          episodeCount: releasedEpisodeCount(now),
        })
        .from(titles)
        .where(and(eq(titles.id, id), availableAt(now)));
      if (!title) return undefined;

      const genreRows = await db
        .select({ id: genres.id, name: genres.name })
        .from(genres)
        .innerJoin(titleGenres, eq(titleGenres.genreId, genres.id))
        .innerJoin(genreGroups, eq(genreGroups.id, genres.genreGroupId))
        .where(eq(titleGenres.titleId, id))
        // As the genre list shows them (GET /v1/genre_groups): a genre's position counts inside its group.
        .orderBy(asc(genreGroups.position), asc(genreGroups.id), asc(genres.position), asc(genres.id));
      const tagRows = await db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .innerJoin(titleTags, eq(titleTags.tagId, tags.id))
        .where(eq(titleTags.titleId, id))
        // The order operators give the tags (PUT /admin/v1/tags/order).
        .orderBy(asc(tags.position), asc(tags.id));
      const creditRows = await db
        .select({ kind: titleCredits.kind, role: titleCredits.role, personName: titleCredits.personName })
        .from(titleCredits)
        .where(eq(titleCredits.titleId, id))
        .orderBy(asc(titleCredits.position), asc(titleCredits.id));
      const episodeRows = await db
        .select()
        .from(episodes)
        .where(and(eq(episodes.titleId, id), shownEpisodeAt(now)))
        .orderBy(asc(episodes.number), sql`case ${episodes.cut} when 'broadcast' then 0 else 1 end`, asc(episodes.id));

      return { title, genres: genreRows, tags: tagRows, credits: creditRows, episodes: episodeRows };
    },

    async listAvailableCards({ filters, sort, limit, offset }, scope) {
      const where = listableTitles(filters, scope);
      const [counted] = await db.select({ total: count() }).from(titles).where(where);
      const rows = await db
        .select({ ...cardColumns, episodeCount: releasedEpisodeCount(scope.now) })
        .from(titles)
        .where(where)
        .orderBy(...titleOrder(sort, scope.now))
        .limit(limit)
        .offset(offset);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
