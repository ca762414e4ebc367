/**
 * Released episodes of listable titles, newest release first: the new-episode lists. Title filters and the
 * viewer's hidden titles apply to each episode's title.
 */
import type { TitleFilters } from '@hanabi/contract';
import { type AppDatabase, episodes, titles } from '@hanabi/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { type EpisodeRow, type ListScope, listableTitles, shownEpisodeAt } from '../catalogue/title-query.ts';
import { type EpisodeUpdateRow, episodeUpdateColumns } from './episode-update.ts';

export type EpisodeCut = EpisodeRow['cut'];

export interface EpisodeUpdatesRepository {
  listReleased(
    query: { cut: EpisodeCut; filters: TitleFilters; limit: number; offset: number },
    scope: ListScope,
  ): Promise<{ rows: EpisodeUpdateRow[]; total: number }>;
}

export function createEpisodeUpdatesRepository(db: AppDatabase): EpisodeUpdatesRepository {
  return {
    async listReleased({ cut, filters, limit, offset }, scope) {
      const { now } = scope;
      const where = and(eq(episodes.cut, cut), shownEpisodeAt(now), listableTitles(filters, scope));
      const [counted] = await db
        .select({ total: count() })
        .from(episodes)
        .innerJoin(titles, eq(titles.id, episodes.titleId))
        .where(where);
      const rows = await db
        .select(episodeUpdateColumns(now))
        .from(episodes)
        .innerJoin(titles, eq(titles.id, episodes.titleId))
        .where(where)
        .orderBy(desc(episodes.releasedAt), desc(episodes.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
