import type { Title, TitleCardList, TitleListQuery } from '@hanabi/contract';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import type { ListScope, TitleCardRow } from '../catalogue/title-query.ts';
import { toEpisodeSummary } from './episode-summary.ts';
import type { TitlesRepository } from './titles.repository.ts';

export interface TitlesService {
  /** @throws ApiError notFound when the title is unknown or not available at `now`. */
  getTitle(id: number, now: Date): Promise<Title>;
  /** Listable titles, newest first unless another sort is asked for. */
  listDisplayables(query: TitleListQuery, scope: ListScope): Promise<TitleCardList>;
}

export function createTitlesService({
  repository,
  media,
}: {
  repository: TitlesRepository;
  media: MediaUrls;
}): TitlesService {
  const toCard = (row: TitleCardRow) => toTitleCard(row, media);

  return {
    async getTitle(id, now) {
      const found = await repository.findAvailableTitle(id, now);
      if (!found) throw new ApiError('notFound');
      const { title, credits } = found;
      return {
        ...toCard(title),
        synopsis: title.synopsis,
        production_company: title.productionCompany,
        copyright: title.copyright,
        production_year: title.productionYear,
        genres: found.genres,
        tags: found.tags,
        cast: credits.filter((c) => c.kind === 'cast').map((c) => ({ character: c.role, name: c.personName })),
        staff: credits.filter((c) => c.kind === 'staff').map((c) => ({ role: c.role, name: c.personName })),
        available_from: toJapanIso(title.availableFrom),
        available_until: toJapanIso(title.availableUntil),
        episodes: found.episodes.map((row) => toEpisodeSummary(row, media)),
      };
    },

    async listDisplayables(query, scope) {
      const { page, per_page, sort = 'newest', ...filters } = query;
      const { rows, total } = await repository.listAvailableCards(
        { filters, sort, ...pageWindow({ page, per_page }) },
        scope,
      );
      return { items: rows.map(toCard), pagination: paginationOf({ page, per_page }, total) };
    },
  };
}
