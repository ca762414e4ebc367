/**
 * Catalogue reads. A title is "available" at `now` when available_from ≤ now < available_until; an episode
 * is listed once released (released_at ≤ now). Pass a transaction instead of the database to read inside it.
 *
 * Written with Drizzle's relational queries, whose callbacks hand out the SQL operators: `drizzle-orm`
 * itself is a dependency of @hanabi/db, not of this workspace.
 */
import { type AppDatabase, type episodes, type StoredImage, titleGenres, type titles, titleTags } from '@hanabi/db';

export type DisplayGroup = (typeof titles.displayGroup.enumValues)[number];

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

export interface TitleRow extends TitleCardRow {
  synopsis: string;
  productionCompany: string;
  copyright: string;
  productionYear: number | null;
  availableFrom: Date;
  availableUntil: Date;
}

export type EpisodeRow = typeof episodes.$inferSelect;

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
  /** One page of the titles of a display group available at `now`, newest first, and how many there are. */
  listAvailableCards(
    query: { displayGroup: DisplayGroup; limit: number; offset: number },
    now: Date,
  ): Promise<{ rows: TitleCardRow[]; total: number }>;
}

type TitleQuery = NonNullable<Parameters<AppDatabase['query']['titles']['findMany']>[0]>;
type TitleWhere = Extract<NonNullable<TitleQuery['where']>, (...args: never[]) => unknown>;
type TitleFields = Parameters<TitleWhere>[0];
type Operators = Parameters<TitleWhere>[1];

function availableAt(t: TitleFields, { and, gt, lte }: Operators, now: Date) {
  return and(lte(t.availableFrom, now), gt(t.availableUntil, now));
}

/** Distinct episode numbers: the broadcast and premium cuts of one episode count once. */
function countEpisodes(rows: ReadonlyArray<{ number: number }>): number {
  return new Set(rows.map((row) => row.number)).size;
}

const cardColumns = {
  id: true,
  name: true,
  nameKana: true,
  designType: true,
  displayGroup: true,
  isAgeRestrictionR18: true,
  keyArt: true,
  poster: true,
} as const;

export function createTitlesRepository(db: AppDatabase): TitlesRepository {
  /** Episode numbers released by `now`, per title. */
  async function releasedEpisodeNumbers(
    titleIds: number[],
    now: Date,
  ): Promise<Map<number, Array<{ number: number }>>> {
    const byTitle = new Map<number, Array<{ number: number }>>();
    if (titleIds.length === 0) return byTitle;
    const rows = await db.query.episodes.findMany({
      columns: { titleId: true, number: true },
      where: (episode, { and, inArray, lte }) => and(inArray(episode.titleId, titleIds), lte(episode.releasedAt, now)),
    });
    for (const row of rows) {
      const numbers = byTitle.get(row.titleId);
      if (numbers) numbers.push(row);
      else byTitle.set(row.titleId, [row]);
    }
    return byTitle;
  }

  return {
    async findAvailableTitle(id, now) {
      const title = await db.query.titles.findFirst({
        columns: {
          ...cardColumns,
          synopsis: true,
          productionCompany: true,
          copyright: true,
          productionYear: true,
          availableFrom: true,
          availableUntil: true,
        },
        where: (t, ops) => ops.and(ops.eq(t.id, id), availableAt(t, ops, now)),
      });
      if (!title) return undefined;

      const genreRows = await db.query.genres.findMany({
        columns: { id: true, name: true },
        where: (g, { eq, inArray }) =>
          inArray(g.id, db.select({ id: titleGenres.genreId }).from(titleGenres).where(eq(titleGenres.titleId, id))),
        orderBy: (g, { asc }) => [asc(g.position), asc(g.id)],
      });
      const tagRows = await db.query.tags.findMany({
        columns: { id: true, name: true },
        where: (tag, { eq, inArray }) =>
          inArray(tag.id, db.select({ id: titleTags.tagId }).from(titleTags).where(eq(titleTags.titleId, id))),
        orderBy: (tag, { asc }) => asc(tag.id),
      });
      const creditRows = await db.query.titleCredits.findMany({
        columns: { kind: true, role: true, personName: true },
        where: (credit, { eq }) => eq(credit.titleId, id),
        orderBy: (credit, { asc }) => [asc(credit.position), asc(credit.id)],
      });
      const episodeRows = await db.query.episodes.findMany({
        where: (episode, { and, eq, lte }) => and(eq(episode.titleId, id), lte(episode.releasedAt, now)),
        orderBy: (episode, { asc, sql }) => [
          asc(episode.number),
          sql`case ${episode.cut} when 'broadcast' then 0 else 1 end`,
          asc(episode.id),
        ],
      });

      return {
        title: { ...title, episodeCount: countEpisodes(episodeRows) },
        genres: genreRows,
        tags: tagRows,
        credits: creditRows,
        episodes: episodeRows,
      };
    },

    async listAvailableCards({ displayGroup, limit, offset }, now) {
      const where: TitleWhere = (t, ops) => ops.and(ops.eq(t.displayGroup, displayGroup), availableAt(t, ops, now));
      const counted = await db.query.titles.findFirst({
        columns: {},
        extras: (_t, { sql }) => ({ total: sql<number>`count(*)::int`.mapWith(Number).as('total') }),
        where,
      });
      const rows = await db.query.titles.findMany({
        columns: cardColumns,
        where,
        orderBy: (t, { asc, desc }) => [desc(t.availableFrom), asc(t.id)],
        limit,
        offset,
      });
      const released = await releasedEpisodeNumbers(
        rows.map((row) => row.id),
        now,
      );
      return {
        rows: rows.map((row) => ({ ...row, episodeCount: countEpisodes(released.get(row.id) ?? []) })),
        total: counted?.total ?? 0,
      };
    },
  };
}
