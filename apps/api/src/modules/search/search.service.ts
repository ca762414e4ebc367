import {
  SEARCH_MATCHES,
  type SearchQuery,
  type SearchResultList,
  type TitleSuggestionQuery,
  type TitleSuggestions,
} from '@hanabi/contract';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import type { ListScope } from '../catalogue/title-query.ts';
import type { SearchRepository, SearchScope } from './search.repository.ts';

export interface SearchService {
  /** Titles whose name, reading or keywords (and, for `synopsis`, synopsis) contain the query, best first. */
  search(query: SearchQuery, scope: Exclude<SearchScope, 'names'>, listScope: ListScope): Promise<SearchResultList>;
  /** Names to suggest while the viewer types: titles whose name or reading contains the query. */
  suggest(query: TitleSuggestionQuery, listScope: ListScope): Promise<TitleSuggestions>;
}

export function createSearchService({
  repository,
  media,
}: {
  repository: SearchRepository;
  media: MediaUrls;
}): SearchService {
  return {
    async search(query, scope, listScope) {
      const { q, page, per_page, ...filters } = query;
      const { rows, total } = await repository.searchTitles(
        { q, scope, filters, ...pageWindow({ page, per_page }) },
        listScope,
      );
      return {
        items: rows.map((row) => ({ ...toTitleCard(row, media), matched: SEARCH_MATCHES[row.rank] })),
        pagination: paginationOf({ page, per_page }, total),
      };
    },

    async suggest({ q, limit, display_group }, listScope) {
      const rows = await repository.suggestTitles({ q, filters: { display_group }, limit }, listScope);
      return { items: rows.map((row) => ({ id: row.id, name: row.name, name_kana: row.nameKana })) };
    },
  };
}
