import type { RecommendedTitles, RecommendedTitlesQuery } from '@hanabi/contract';
import type { MediaUrls } from '../../lib/media-url.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import type { ListScope } from '../catalogue/title-query.ts';
import type { RecommendationsRepository } from './recommendations.repository.ts';

export interface RecommendationsService {
  /**
   * The editors' picks in force, then up to `genres` genres, each with its best candidates that are not picks;
   * guests without titles get popular ones per genre.
   */
  recommend(query: RecommendedTitlesQuery, scope: ListScope): Promise<RecommendedTitles>;
}

export function createRecommendationsService({
  repository,
  media,
}: {
  repository: RecommendationsRepository;
  media: MediaUrls;
}): RecommendationsService {
  return {
    async recommend({ title_ids = [], genres: genreLimit, ...filters }, scope) {
      const picks = (await repository.listPicks(filters, scope)).map((row) => toTitleCard(row, media));
      const query = { filters, givenTitleIds: title_ids, pickedTitleIds: picks.map((title) => title.id) };
      const genres = await repository.listGenres({ ...query, limit: genreLimit }, scope);
      if (genres.length === 0) return { picks, genres: [] };
      const rows = await repository.listGenreTitles({ ...query, genreIds: genres.map((genre) => genre.id) }, scope);
      return {
        picks,
        genres: genres.map((genre) => ({
          genre,
          titles: rows.filter((row) => row.genreId === genre.id).map((row) => toTitleCard(row, media)),
        })),
      };
    },
  };
}
