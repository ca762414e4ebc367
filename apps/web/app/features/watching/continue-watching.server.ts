import type { WatchingEpisodeList } from '@hanabi/contract';
import { loadSection, type SectionResult, type WebRequestContext } from '../../lib/api.server.ts';
import { WATCHING_ROW_SIZE } from './watching-card.ts';

/**
 * The home page's continue-watching row for a member, without mature titles in discreet mode: the first page
 * of theirs, failing alone like every home section. Null for a guest, whose row the browser fills from local
 * storage — and when the status cannot be had, as the page shell then renders a guest's page
 * (lib/user-status.server.ts).
 */
export async function loadHomeWatching(
  { api, userStatus }: Pick<WebRequestContext, 'api' | 'userStatus'>,
  discreet: boolean,
): Promise<SectionResult<WatchingEpisodeList> | null> {
  const status = await loadSection(userStatus);
  if (!status.ok || !status.data.is_logged_in) return null;
  // Discreet mode: the API leaves mature titles out, so they never reach the page and the row is still full.
  const generalOnly = discreet ? { display_group: 'general_group' as const } : {};
  return loadSection(() => api.getWatchingEpisodes({ per_page: WATCHING_ROW_SIZE, ...generalOnly }));
}
