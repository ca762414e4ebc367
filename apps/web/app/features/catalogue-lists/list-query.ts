import { RANKING_PERIODS, type RankingPeriod, TITLE_SORTS, type TitleSort } from '@hanabi/contract';
import { parsePageParam, parseRouteId } from '../../lib/route-params.ts';

/** Query parameters of the list pages: the API's own names, so a list's address reads like its call. */
export const LIST_PARAMS = {
  page: 'page',
  genre: 'genre_id',
  sort: 'sort',
  period: 'period',
} as const;

export const DEFAULT_RANKING_PERIOD: RankingPeriod = 'weekly';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** What a list page's address asks for. */
export interface ListQuery {
  page: number;
  genreId: number | undefined;
  sort: TitleSort | undefined;
  period: RankingPeriod;
}

/**
 * The list a viewer asked for, read from the page's address. A value that is not one the API accepts is
 * ignored (the list's default applies) rather than sent on to fail: a hand-edited or outdated link still
 * shows a list instead of an error.
 */
export function readListQuery(url: URL): ListQuery {
  const search = url.searchParams;
  return {
    page: parsePageParam(search.get(LIST_PARAMS.page)),
    genreId: parseRouteId(search.get(LIST_PARAMS.genre) ?? undefined) ?? undefined,
    sort: oneOf(TITLE_SORTS, search.get(LIST_PARAMS.sort)),
    period: oneOf(RANKING_PERIODS, search.get(LIST_PARAMS.period)) ?? DEFAULT_RANKING_PERIOD,
  };
}

/** How the viewer reads each ranking period. */
export const RANKING_PERIOD_LABELS: Record<RankingPeriod, string> = {
  daily: 'デイリー',
  weekly: '週間',
  monthly: '月間',
};

/** How the viewer reads each sort, in the order the sort chips show them. */
export const TITLE_SORT_LABELS: Record<TitleSort, string> = {
  newest: '新着順',
  popular: '人気順',
  kana: '五十音順',
  earliest_start_at: '配信開始順',
};

/** Parameters that change what a list page holds; anything else in its address (tracking, tid) does not. */
const CANONICAL_PARAMS: readonly string[] = [...Object.values(LIST_PARAMS), 'is_mature', 'section_type', 'section_id'];

/**
 * The page's canonical path for search engines and link previews: its path with only the parameters that
 * change what it lists, so the same list has one address.
 */
export function canonicalListPath({ pathname, search }: { pathname: string; search: string }): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (CANONICAL_PARAMS.includes(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The full ranking of a period, of one genre when given (/rankings/titles). */
export function rankingTitlesPath(period: RankingPeriod, genreId?: number): string {
  const search = new URLSearchParams({ [LIST_PARAMS.period]: period });
  if (genreId !== undefined) search.set(LIST_PARAMS.genre, String(genreId));
  return `/rankings/titles?${search}`;
}
