import { type ApiClient, type CookieSource, type DisplayFormat, readCookie } from '@hanabi/api-client';
import type { SearchResultList } from '@hanabi/contract';
import { loadSection, type SectionResult } from '../../lib/api.server.ts';
import { BACKWARD_PATH_PARAM, CHECK_AGE_PARAM } from '../../lib/guards/age-check-query.ts';
import { readSearchInput, type SearchInput } from './search-query.ts';
import { DEFAULT_DISPLAY_FORMAT } from './view-preferences.ts';

export const SEARCH_PAGE_SIZE = 20;

/** The viewer's settings for the search page, from their cookies. */
export interface SearchView {
  displayFormat: DisplayFormat;
  coachMarkHidden: boolean;
  /** `unsafe_search`: mature titles are searched too. */
  includeMature: boolean;
}

export function readSearchView(cookies: CookieSource): SearchView {
  return {
    displayFormat: readCookie(cookies, 'displayFormat') ?? DEFAULT_DISPLAY_FORMAT,
    coachMarkHidden: readCookie(cookies, 'hideDisplayFormatCoachMark') === true,
    includeMature: readCookie(cookies, 'unsafeSearch') === true,
  };
}

/** The mature results: not asked for, waiting for the age check, or shown in their own list. */
export type MatureResults =
  | { kind: 'off' }
  | { kind: 'age_check'; checkPath: string }
  | { kind: 'shown'; result: SectionResult<SearchResultList> };

/**
 * The same page showing the age check (routes/search.tsx), returning here once answered. The age check
 * asks on the page it guards, as the title pages do (spec §4).
 */
export function ageCheckPathOf(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete(CHECK_AGE_PARAM);
  query.delete(BACKWARD_PATH_PARAM);
  const here = `${url.pathname}?${query}`;
  query.set(CHECK_AGE_PARAM, 'true');
  query.set(BACKWARD_PATH_PARAM, here);
  return `${url.pathname}?${query}`;
}

/**
 * The search a page address asks for: the general results, and the mature ones in their own list when the
 * viewer asked for them (`unsafe_search`) and passed the age check. A failed call fails its list alone.
 */
export async function loadSearch(api: ApiClient, url: URL, view: SearchView, checkedAge: boolean) {
  const input: SearchInput = readSearchInput(url);
  if (input.kind !== 'search') return { input, results: null, mature: { kind: 'off' } as MatureResults };
  const search = input.fullText ? api.searchTitlesFullText : api.searchTitles;
  const query = { q: input.text, per_page: SEARCH_PAGE_SIZE };
  const { maturePage } = input;
  const [results, mature] = await Promise.all([
    loadSection(() => search({ ...query, page: input.page })),
    matureResults(),
  ]);
  return { input, results, mature };

  async function matureResults(): Promise<MatureResults> {
    if (!view.includeMature) return { kind: 'off' };
    if (!checkedAge) return { kind: 'age_check', checkPath: ageCheckPathOf(url) };
    const result = await loadSection(() => search({ ...query, page: maturePage, display_group: 'mature_group' }));
    return { kind: 'shown', result };
  }
}
