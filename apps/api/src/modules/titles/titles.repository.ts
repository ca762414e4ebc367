/**
 * Catalogue reads. A title is "available" at `now` when available_from ≤ now < available_until; an episode
 * is listed once released (released_at ≤ now). Pass a transaction instead of the database to read inside it.
 */
import {
  type AppDatabase,
  episodes,
  genres,
  type StoredImage,
  tags,
  titleCredits,
  titleGenres,
  titles,
  titleTags,
} from '@hanabi/db';
import { and, asc, count, countDistinct, desc, eq, gt, lte, sql } from 'drizzle-orm';

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

/** The title is available at `now`: available_from ≤ now < available_until. */
export function availableAt(now: Date) {
  return and(lte(titles.availableFrom, now), gt(titles.availableUntil, now));
}

/** Join condition of a title's episodes released by `now`. */
function releasedEpisodesOf(now: Date) {
  return and(eq(episodes.titleId, titles.id), lte(episodes.releasedAt, now));
}

/**
 * Distinct numbers of the joined released episodes (0 when none): the broadcast and premium cuts of one
 * episode count once. Needs the query grouped by title.
 */
const episodeCount = countDistinct(episodes.number);

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
          episodeCount,
        })
        .from(titles)
        .leftJoin(episodes, releasedEpisodesOf(now))
        .where(and(eq(titles.id, id), availableAt(now)))
        .groupBy(titles.id);
      if (!title) return undefined;

      const genreRows = await db
        .select({ id: genres.id, name: genres.name })
        .from(genres)
        .innerJoin(titleGenres, eq(titleGenres.genreId, genres.id))
        .where(eq(titleGenres.titleId, id))
        .orderBy(asc(genres.position), asc(genres.id));
      const tagRows = await db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .innerJoin(titleTags, eq(titleTags.tagId, tags.id))
        .where(eq(titleTags.titleId, id))
        .orderBy(asc(tags.id));
      const creditRows = await db
        .select({ kind: titleCredits.kind, role: titleCredits.role, personName: titleCredits.personName })
        .from(titleCredits)
        .where(eq(titleCredits.titleId, id))
        .orderBy(asc(titleCredits.position), asc(titleCredits.id));
      const episodeRows = await db
        .select()
        .from(episodes)
        .where(and(eq(episodes.titleId, id), lte(episodes.releasedAt, now)))
        .orderBy(asc(episodes.number), sql`case ${episodes.cut} when 'broadcast' then 0 else 1 end`, asc(episodes.id));

      return { title, genres: genreRows, tags: tagRows, credits: creditRows, episodes: episodeRows };
    },

    async listAvailableCards({ displayGroup, limit, offset }, now) {
      const where = and(eq(titles.displayGroup, displayGroup), availableAt(now));
      const [counted] = await db.select({ total: count() }).from(titles).where(where);
      const rows = await db
        .select({ ...cardColumns, episodeCount })
        .from(titles)
        .leftJoin(episodes, releasedEpisodesOf(now))
        .where(where)
        .groupBy(titles.id)
        .orderBy(desc(titles.availableFrom), asc(titles.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
