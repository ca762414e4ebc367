import type { ApiClient } from '@hanabi/api-client';
import { loadSection } from '../../lib/api.server.ts';
import type { GenreFilter } from './genre-chips.tsx';
import { genreFilterOptions, genreNameOf } from './genres.ts';

/**
 * The genre chips of a list, from GET /v1/genre_groups. Without them (a failed call) the list still shows,
 * unfiltered by chips but still by the address's genre_id.
 */
export async function loadGenreFilter(api: ApiClient, genreId: number | undefined): Promise<GenreFilter> {
  const groups = await loadSection(() => api.getGenreGroups());
  if (!groups.ok) return { selected: null, options: [] };
  const name = genreId === undefined ? undefined : genreNameOf(groups.data, genreId);
  return {
    selected: genreId !== undefined && name !== undefined ? { id: genreId, name } : null,
    options: genreFilterOptions(groups.data),
  };
}
