import {
  type SearchQuery,
  type SearchResultList,
  searchResultListSchema,
  type TitleSuggestionQuery,
  type TitleSuggestions,
  titleSuggestionsSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

/** `q` is required; paging and filters are left to the API's defaults when omitted. */
export type SearchRequest = Pick<SearchQuery, 'q'> & Partial<Omit<SearchQuery, 'q'>>;
export type TitleSuggestionRequest = Pick<TitleSuggestionQuery, 'q'> & Partial<Omit<TitleSuggestionQuery, 'q'>>;

/** Search (decision 0018): the API normalises the query (kana, width, case), so callers send what was typed. */
export function searchEndpoints(http: HttpClient) {
  return {
    /** GET /v1/search — titles by name, reading, tags, cast and staff, best match first. */
    searchTitles: (query: SearchRequest, options?: CallOptions): Promise<SearchResultList> =>
      http.get('/v1/search', { ...options, query, schema: searchResultListSchema }),

    /** GET /v1/fulltext_search — as searchTitles, and the synopsis too. */
    searchTitlesFullText: (query: SearchRequest, options?: CallOptions): Promise<SearchResultList> =>
      http.get('/v1/fulltext_search', { ...options, query, schema: searchResultListSchema }),

    /** GET /v1/titles/search — title names to suggest while the viewer types. */
    suggestTitles: (query: TitleSuggestionRequest, options?: CallOptions): Promise<TitleSuggestions> =>
      http.get('/v1/titles/search', { ...options, query, schema: titleSuggestionsSchema }),
  };
}

export type SearchEndpoints = ReturnType<typeof searchEndpoints>;
