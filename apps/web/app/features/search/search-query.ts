import { SEARCH_QUERY_MAX_LENGTH } from '@hanabi/contract';
import { parsePageParam } from '../../lib/route-params.ts';

/** The search page's address: `/search?q=…`, so a result page can be shared and reloaded. */
export const SEARCH_PARAMS = {
  query: 'q',
  /** 「あらすじからも探す」: also match the synopsis. */
  fullText: 'fulltext',
  page: 'page',
  /** The mature results page through their own list. */
  maturePage: 'mature_page',
} as const;

export type SearchInput =
  | { kind: 'empty' }
  | { kind: 'too_long'; text: string; fullText: boolean }
  | { kind: 'search'; text: string; fullText: boolean; page: number; maturePage: number };

/**
 * What the viewer asked for. The text is sent as typed (the API normalises kana, width and case); only
 * surrounding spaces are dropped, and a query longer than the API accepts is caught here with a message
 * rather than sent to fail.
 */
export function readSearchInput(url: URL): SearchInput {
  const search = url.searchParams;
  const text = (search.get(SEARCH_PARAMS.query) ?? '').trim();
  const fullText = search.get(SEARCH_PARAMS.fullText) === '1';
  if (text === '') return { kind: 'empty' };
  if (text.length > SEARCH_QUERY_MAX_LENGTH) return { kind: 'too_long', text, fullText };
  return {
    kind: 'search',
    text,
    fullText,
    page: parsePageParam(search.get(SEARCH_PARAMS.page)),
    maturePage: parsePageParam(search.get(SEARCH_PARAMS.maturePage)),
  };
}

/** The address of a search: what a form submission would give. */
export function searchPath(text: string, fullText: boolean): string {
  const query = new URLSearchParams({ [SEARCH_PARAMS.query]: text });
  if (fullText) query.set(SEARCH_PARAMS.fullText, '1');
  return `/search?${query}`;
}
