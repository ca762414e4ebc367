import type { ApiClient } from '@hanabi/api-client';
import type { DisplayGroup } from '@hanabi/contract';
import { loadSection } from '../../lib/api.server.ts';
import type { ListQuery } from './list-query.ts';

/** Cards per page: four full rows of the desktop grid (six across), eight of the phone's (three across). */
export const TITLES_PER_PAGE = 24;
/** Episode cards per page: five rows of the desktop's four. */
export const EPISODES_PER_PAGE = 20;

export interface ListRequest extends Partial<ListQuery> {
  /** The mature group's lists are asked for explicitly (/exclusive_titles?is_mature=true). */
  displayGroup?: DisplayGroup;
  /** A shorter list than a full page, for a page's overview section (the top of the ranking). */
  perPage?: number;
}

/**
 * Every paged catalogue list a page can show, each the one API call behind it. The answer carries `kind`,
 * which names the cards it is shown with (title-card's ListedItemsView), so a page that shows any of them
 * (/section_title_episodes) needs no switch of its own.
 */
const LIST_SOURCES = {
  newEpisodes: async (api: ApiClient, { page, perPage, genreId }: ListRequest) => ({
    kind: 'episodes' as const,
    ...(await api.getNewlyUpdatedEpisodes({ page, per_page: perPage ?? EPISODES_PER_PAGE, genre_id: genreId })),
  }),
  /** The uncut premium versions (規制解除版). */
  newScenes: async (api: ApiClient, { page, perPage, genreId }: ListRequest) => ({
    kind: 'episodes' as const,
    ...(await api.getNewlyUpdatedScenes({ page, per_page: perPage ?? EPISODES_PER_PAGE, genre_id: genreId })),
  }),
  ranking: async (api: ApiClient, { page, perPage, genreId, period }: ListRequest) => ({
    kind: 'ranking' as const,
    ...(await api.getTitleRankings({ page, per_page: perPage ?? TITLES_PER_PAGE, genre_id: genreId, period })),
  }),
  freeTitles: async (api: ApiClient, { page, perPage, genreId }: ListRequest) => ({
    kind: 'free' as const,
    ...(await api.getFreeTitles({ page, per_page: perPage ?? TITLES_PER_PAGE, genre_id: genreId })),
  }),
  exclusives: async (api: ApiClient, { page, perPage, genreId, displayGroup }: ListRequest) => ({
    kind: 'exclusive' as const,
    ...(await api.getExclusiveTitles({
      page,
      per_page: perPage ?? TITLES_PER_PAGE,
      genre_id: genreId,
      display_group: displayGroup,
    })),
  }),
  /** Newly available general titles by default; any sort of the vocabulary when asked. */
  newTitles: async (api: ApiClient, { page, perPage, genreId, sort }: ListRequest) => ({
    kind: 'titles' as const,
    ...(await api.getDisplayableTitles({
      page,
      per_page: perPage ?? TITLES_PER_PAGE,
      genre_id: genreId,
      sort: sort ?? 'newest',
    })),
  }),
};

export type ListSource = keyof typeof LIST_SOURCES;
export type LoadedList<S extends ListSource> = Awaited<ReturnType<(typeof LIST_SOURCES)[S]>>;

/** One list for a page; a failed call shows as the section's error with 「再読み込み」, not as an error page. */
export function loadCatalogueList<S extends ListSource>(api: ApiClient, source: S, request: ListRequest) {
  const call = LIST_SOURCES[source] as (api: ApiClient, request: ListRequest) => Promise<LoadedList<S>>;
  return loadSection(() => call(api, request));
}
