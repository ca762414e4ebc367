/**
 * Catalogue reads of the titles module: one title's page, and the displayable titles. Availability and
 * filters come from ../catalogue/title-query.ts. Pass a transaction instead of the database to read inside it.
 */
import type { TitleFilters, TitleSort } from '@hanabi/contract';
import { type AppDatabase, episodes, titles } from '@hanabi/db';
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

/*
 * The lists a title page shows, each read as one JSON array inside the title's own row (correlated on the
 * outer "titles"."id"), in the order the viewer sees them.
 */

/** Genres as the genre list shows them (GET /v1/genre_groups): a genre's position counts inside its group. */
const genresOfTitle = sql<TitleDetailsRows['genres']>`(select coalesce(json_agg(
    json_build_object('id', g.id, 'name', g.name) order by gg.position, gg.id, g.position, g.id), '[]'::json)
  from genres g join title_genres tg on tg.genre_id = g.id join genre_groups gg on gg.id = g.genre_group_id
  where tg.title_id = "titles"."id")`;

/** Tags in the order operators give them (PUT /admin/v1/tags/order). */
const tagsOfTitle = sql<TitleDetailsRows['tags']>`(select coalesce(json_agg(
    json_build_object('id', t.id, 'name', t.name) order by t.position, t.id), '[]'::json)
  from tags t join title_tags tt on tt.tag_id = t.id where tt.title_id = "titles"."id")`;

/** Cast and staff in their credited order. */
const creditsOfTitle = sql<TitleDetailsRows['credits']>`(select coalesce(json_agg(
    json_build_object('kind', c.kind, 'role', c.role, 'personName', c.person_name) order by c.position, c.id), '[]'::json)
  from title_credits c where c.title_id = "titles"."id")`;

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
      // Two statements side by side rather than five in a row: under load the round trips, not the tiny
      // queries, were what a title page cost (issue 19, bench/guest-pages.ts).
      const [[title], episodeRows] = await Promise.all([
        db
          .select({
            ...cardColumns,
            synopsis: titles.synopsis,
            productionCompany: titles.productionCompany,
            copyright: titles.copyright,
            productionYear: titles.productionYear,
            availableFrom: titles.availableFrom,
            availableUntil: titles.availableUntil,
            episodeCount: releasedEpisodeCount(now),
            genres: genresOfTitle,
            tags: tagsOfTitle,
            credits: creditsOfTitle,
          })
          .from(titles)
          .where(and(eq(titles.id, id), availableAt(now))),
        db
          .select()
          .from(episodes)
          .where(and(eq(episodes.titleId, id), shownEpisodeAt(now)))
          .orderBy(
            asc(episodes.number),
            sql`case ${episodes.cut} when 'broadcast' then 0 else 1 end`,
            asc(episodes.id),
          ),
      ]);
      if (!title) return undefined;
      const { genres, tags, credits, ...row } = title;
      return { title: row, genres, tags, credits, episodes: episodeRows };
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
