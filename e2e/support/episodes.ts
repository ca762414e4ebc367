import type { EpisodeV2, Title, TitleCardList } from '@hanabi/contract';
import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN, fetchTitle } from './api.ts';

export const playerPath = (titleId: number, episodeId: number) => `/titles/${titleId}/episodes/${episodeId}`;

export async function fetchEpisode(request: APIRequestContext, id: number): Promise<EpisodeV2> {
  const response = await request.get(`${API_ORIGIN}/v2/episodes/${id}`);
  return ((await response.json()) as { contents: EpisodeV2 }).contents;
}

/** The next episode plays for the same viewer too (the player's next-episode tests). */
async function nextIsPlayable(request: APIRequestContext, episode: EpisodeV2): Promise<boolean> {
  if (episode.next_episode_id === null) return false;
  return (await fetchEpisode(request, episode.next_episode_id)).playback !== null;
}

/** Every general-audience title of the demo catalogue (64), as the home page lists them. */
async function generalTitles(request: APIRequestContext): Promise<TitleCardList['items']> {
  const response = await request.get(`${API_ORIGIN}/v1/title/displayables?page=1&per_page=100`);
  return ((await response.json()) as { contents: TitleCardList }).contents.items;
}

/**
 * The first demo episode of a general-audience title that the guest `request` sees as `wanted`: free and
 * playable (flat, with a playable next episode, or 360°), or one a guest has to sign in for.
 */
export async function findEpisode(
  request: APIRequestContext,
  wanted: 'free' | 'free-vr' | 'sign-in',
): Promise<{ title: Title; episode: EpisodeV2 }> {
  for (const card of await generalTitles(request)) {
    const title = await fetchTitle(request, card.id);
    for (const summary of title.episodes) {
      if ((wanted === 'sign-in') === summary.is_free) continue;
      const episode = await fetchEpisode(request, summary.id);
      const matches =
        wanted === 'sign-in'
          ? episode.way_in === 'sign_in'
          : episode.playback !== null && episode.playback.is_vr === (wanted === 'free-vr');
      if (matches && (wanted !== 'free' || (await nextIsPlayable(request, episode)))) return { title, episode };
    }
  }
  throw new Error(`the demo catalogue has no ${wanted} episode`);
}
