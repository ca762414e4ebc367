/**
 * A guest's continue-watching row, built in the browser: their entries in local storage that are still in
 * the row and not finished, newest first, each with its episode from the API.
 */
import { type EpisodeDetail, type GuestWatchingEntry, isFinished } from '@hanabi/contract';
import type { StorageHost } from '../../lib/browser-storage.ts';
import { setGuestEntryVisible } from '../../lib/guest-watching.ts';
import { WATCHING_ROW_SIZE, type WatchingCard, watchingCard } from './watching-card.ts';
import type { SaveVisibility } from './watching-row-store.ts';

/**
 * The cards of the guest's row, at most WATCHING_ROW_SIZE. An episode the API does not give (gone from the
 * catalogue, or the call failing) is left out rather than keeping the row from showing.
 */
export async function guestWatchingCards(
  entries: readonly GuestWatchingEntry[],
  getEpisode: (episodeId: number) => Promise<EpisodeDetail>,
): Promise<WatchingCard[]> {
  const wanted = entries
    .filter((entry) => entry.visible && !isFinished(entry.position_seconds, entry.duration_seconds))
    .slice(0, WATCHING_ROW_SIZE);
  const episodes = await Promise.allSettled(wanted.map((entry) => getEpisode(entry.episode_id)));
  return wanted.flatMap((entry, index) => {
    const episode = episodes[index];
    if (episode?.status !== 'fulfilled') return [];
    return [watchingCard(episode.value, entry.position_seconds, entry.duration_seconds)];
  });
}

/** Saves a guest's removal in local storage; a browser that will not store it fails it, so the card comes back. */
export function saveGuestVisibility(host?: StorageHost): SaveVisibility {
  return async (episodeId, visible) => {
    if (!setGuestEntryVisible(episodeId, visible, host)) {
      throw new Error('The browser did not store the continue-watching change (storage blocked or full).');
    }
  };
}
