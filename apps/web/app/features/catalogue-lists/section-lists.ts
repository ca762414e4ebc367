import { RANKING_PERIODS, type RankingPeriod } from '@hanabi/contract';
import { parseRouteId } from '../../lib/route-params.ts';
import type { ListRequest, ListSource } from './list-calls.server.ts';
import { RANKING_PERIOD_LABELS } from './list-query.ts';

/** The home page's section parameters (lib/navigation/section-link.ts), read by /section_title_episodes. */
export const SECTION_TYPE_PARAM = 'section_type';
export const SECTION_ID_PARAM = 'section_id';

/** The whole list behind a home section: which call, and the heading shown until the stored section name is read. */
export interface SectionList {
  source: ListSource;
  request: ListRequest;
  heading: string;
}

/** `ranking_weekly` → weekly; a ranking section without a known period is the weekly one, as on the home page. */
function periodOfSection(sectionId: string): RankingPeriod {
  return RANKING_PERIODS.find((period) => sectionId === `ranking_${period}`) ?? 'weekly';
}

/** `recommended_genre_3` → 3: the genre rail of the recommendations. */
function genreOfSection(sectionId: string): number | undefined {
  const match = /^recommended_genre_(\d+)$/.exec(sectionId);
  return parseRouteId(match?.[1]) ?? undefined;
}

/**
 * The list of the home section named by `section_type` (and, for rankings and genre rails, `section_id`),
 * or null for a section that has no list of its own here (features, scheduled deliveries, or anything
 * unknown) — the page then answers 404.
 */
export function resolveSectionList(url: URL): SectionList | null {
  const type = url.searchParams.get(SECTION_TYPE_PARAM);
  const id = url.searchParams.get(SECTION_ID_PARAM) ?? '';
  switch (type) {
    case 'episodes':
      return { source: 'newEpisodes', request: {}, heading: '新着エピソード' };
    case 'ranking': {
      const period = periodOfSection(id);
      return { source: 'ranking', request: { period }, heading: `${RANKING_PERIOD_LABELS[period]}ランキング` };
    }
    case 'recommendation': {
      const genreId = genreOfSection(id);
      return { source: 'newTitles', request: { genreId, sort: 'popular' }, heading: 'おすすめ作品' };
    }
    case 'exclusive':
      return { source: 'exclusives', request: {}, heading: '独占・先行配信' };
    default:
      return null;
  }
}
