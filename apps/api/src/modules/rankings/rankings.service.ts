import {
  RANKING_PERIOD_DAYS,
  type RankedTitle,
  type RankingByGenres,
  type RankingByGenresQuery,
  type RankingList,
  type RankingQuery,
} from '@hanabi/contract';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import type { ListScope } from '../catalogue/title-query.ts';
import type { RankedRow, RankingsRepository } from './rankings.repository.ts';

export interface RankingsService {
  /** Titles by activity over the period, best first; rank numbers continue from page to page. */
  listRankings(query: RankingQuery, scope: ListScope): Promise<RankingList>;
  /** Each genre's best titles over the period, genres in display order. */
  listRankingsByGenre(query: RankingByGenresQuery, scope: ListScope): Promise<RankingByGenres>;
}

export function createRankingsService({
  repository,
  media,
}: {
  repository: RankingsRepository;
  media: MediaUrls;
}): RankingsService {
  const toRanked = (row: RankedRow, rank: number): RankedTitle => ({
    ...toTitleCard(row, media),
    rank,
    score: row.score,
    views: row.views,
    purchases: row.purchases,
  });
  return {
    async listRankings(query, scope) {
      const { page, per_page, period, ...filters } = query;
      const { limit, offset } = pageWindow({ page, per_page });
      const { rows, total } = await repository.listRanked(
        { filters, days: RANKING_PERIOD_DAYS[period], limit, offset },
        scope,
      );
      return {
        items: rows.map((row, index) => toRanked(row, offset + index + 1)),
        pagination: paginationOf({ page, per_page }, total),
      };
    },

    async listRankingsByGenre(query, scope) {
      const { period, per_genre, ...filters } = query;
      const rows = await repository.listRankedByGenre(
        { filters, days: RANKING_PERIOD_DAYS[period], perGenre: per_genre },
        scope,
      );
      const result: RankingByGenres = { genres: [] };
      // Rows come genre by genre, so a genre's section starts where the genre changes.
      for (const row of rows) {
        let section = result.genres.at(-1);
        if (section?.genre.id !== row.genreId) {
          section = { genre: { id: row.genreId, name: row.genreName }, items: [] };
          result.genres.push(section);
        }
        section.items.push(toRanked(row, row.rank));
      }
      return result;
    },
  };
}
