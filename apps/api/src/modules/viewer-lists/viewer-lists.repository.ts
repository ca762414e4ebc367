/**
 * The member's mylist and hidden titles (decision 0020). Both tables have the same shape — one row per
 * member and title, with the time it was put there — so one set of queries serves both, told apart by a
 * ViewerListTable. Adding is an insert that keeps the first row; removing deletes whatever is there.
 */
import { type AppDatabase, hiddenTitles, mylistTitles, titles } from '@hanabi/db';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  availableAt,
  cardColumns,
  notHiddenBy,
  releasedEpisodeCount,
  type TitleCardRow,
} from '../catalogue/title-query.ts';

/** One of the two lists: its table and columns. */
export type ViewerListTable = typeof mylistTitles | typeof hiddenTitles;

/** When the row was put in the list, whichever the table calls it. */
function addedAtOf(table: ViewerListTable) {
  return table === mylistTitles ? mylistTitles.addedAt : hiddenTitles.hiddenAt;
}

export type ListedTitleRow = TitleCardRow & { addedAt: Date };

export interface ListedTitlesQuery {
  /** Most recently added first, or reading order. */
  order: 'added' | 'kana';
  limit: number;
  offset: number;
  /** Only this title (to ask whether it is in the list). */
  titleId: number | undefined;
  /** Only these titles (to ask which of a page's cards are in the list). */
  titleIds?: readonly number[] | undefined;
  now: Date;
}

export interface ViewerListsRepository {
  /**
   * The member's titles in the list that are available at `now`. The mylist also leaves out the titles the
   * member hid, as every list does; the hidden list is the one place they appear.
   */
  listListedTitles(
    table: ViewerListTable,
    userId: number,
    query: ListedTitlesQuery,
  ): Promise<{ rows: ListedTitleRow[]; total: number }>;
  /** Whether a title with this id exists, whatever its state. */
  titleExists(titleId: number): Promise<boolean>;
  /** Whether the title is available at `now` (the catalogue's one condition), or undefined for an unknown id. */
  findTitleAvailability(titleId: number, now: Date): Promise<{ available: boolean } | undefined>;
  /**
   * Puts the title in the member's list at `now`, unless it is there already, and answers when it was put
   * there: the first time counts, so adding again changes nothing.
   */
  addListedTitle(table: ViewerListTable, userId: number, titleId: number, now: Date): Promise<Date>;
  /** Takes the title out of the member's list; nothing happens when it was not there. */
  removeListedTitle(table: ViewerListTable, userId: number, titleId: number): Promise<void>;
}

export function createViewerListsRepository(db: AppDatabase): ViewerListsRepository {
  return {
    async listListedTitles(table, userId, { order, limit, offset, titleId, titleIds, now }) {
      const addedAt = addedAtOf(table);
      const where = and(
        eq(table.userId, userId),
        titleId === undefined ? undefined : eq(table.titleId, titleId),
        titleIds === undefined ? undefined : inArray(table.titleId, [...titleIds]),
        availableAt(now),
        table === mylistTitles ? notHiddenBy(userId) : undefined,
      );
      const orderBy: SQL[] =
        order === 'added' ? [desc(addedAt), desc(titles.id)] : [asc(titles.nameKana), asc(titles.id)];
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...cardColumns, episodeCount: releasedEpisodeCount(now), addedAt })
          .from(table)
          .innerJoin(titles, eq(titles.id, table.titleId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(table).innerJoin(titles, eq(titles.id, table.titleId)).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async titleExists(titleId) {
      const [row] = await db.select({ id: titles.id }).from(titles).where(eq(titles.id, titleId));
      return row !== undefined;
    },

    async findTitleAvailability(titleId, now) {
      const [row] = await db
        .select({ available: sql<boolean>`coalesce(${availableAt(now)}, false)`.mapWith(Boolean) })
        .from(titles)
        .where(eq(titles.id, titleId));
      return row;
    },

    async addListedTitle(table, userId, titleId, now) {
      const values = table === mylistTitles ? { userId, titleId, addedAt: now } : { userId, titleId, hiddenAt: now };
      // On a second add the no-op update keeps the first time and still returns the row, in one statement, so a
      // removal racing this call cannot leave it without an answer.
      const [row] = await db
        .insert(table)
        .values(values)
        .onConflictDoUpdate({ target: [table.userId, table.titleId], set: { userId } })
        .returning({ addedAt: addedAtOf(table) });
      if (!row) throw new Error('an upsert returned no row');
      return row.addedAt;
    },

    async removeListedTitle(table, userId, titleId) {
      await db.delete(table).where(and(eq(table.userId, userId), eq(table.titleId, titleId)));
    },
  };
}
