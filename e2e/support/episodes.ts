import type { EpisodeV2, Title } from '@hanabi/contract';
import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN, fetchDisplayableTitles, fetchTitle } from './api.ts';

export const playerPath = (titleId: number, episodeId: number) => `/titles/${titleId}/episodes/${episodeId}`;

export async function fetchEpisode(request: APIRequestContext, id: number): Promise<EpisodeV2> {
  const response = await request.get(`${API_ORIGIN}/v2/episodes/${id}`);
  return ((await response.json()) as { contents: EpisodeV2 }).contents;
}

/**
 * The first demo episode, on the home page's titles, that the guest `request` sees as `wanted`: free and
 * playable (flat or 360°), or one a guest has to sign in for. With the next episode, for the player's
 * next-episode tests.
 */
export async function findEpisode(
  request: APIRequestContext,
  wanted: 'free' | 'free-vr' | 'sign-in',
): Promise<{ title: Title; episode: EpisodeV2 }> {
  for (const card of await fetchDisplayableTitles(request)) {
    const title = await fetchTitle(request, card.id);
    for (const summary of title.episodes) {
      if ((wanted === 'sign-in') === summary.is_free) continue;
      const episode = await fetchEpisode(request, summary.id);
      const matches =
        wanted === 'sign-in'
          ? episode.way_in === 'sign_in'
          : episode.playback !== null && episode.playback.is_vr === (wanted === 'free-vr');
      if (matches && (wanted !== 'free' || episode.next_episode_id !== null)) return { title, episode };
    }
  }
  throw new Error(`the demo catalogue has no ${wanted} episode on the home page`);
}
