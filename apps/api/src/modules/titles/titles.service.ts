import type { Title, TitleCardList, TitleListQuery } from '@hanabi/contract';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { toEpisodeSummary } from './episode-summary.ts';
import { toTitleCard } from './title-card.ts';
import type { TitleCardRow, TitlesRepository } from './titles.repository.ts';

export interface TitlesService {
  /** @throws ApiError notFound when the title is unknown or not available at `now`. */
  getTitle(id: number, now: Date): Promise<Title>;
  listDisplayables(query: TitleListQuery, now: Date): Promise<TitleCardList>;
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

    async listDisplayables({ display_group, page, per_page }, now) {
      const { rows, total } = await repository.listAvailableCards(
        { displayGroup: display_group, limit: per_page, offset: (page - 1) * per_page },
        now,
      );
      return {
        items: rows.map(toCard),
        pagination: { page, per_page, total, total_pages: Math.ceil(total / per_page) },
      };
    },
  };
}
