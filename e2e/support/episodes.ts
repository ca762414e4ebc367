import type { EpisodeV2, Title, TitleCardList } from '@hanabi/contract';
import type { APIRequestContext } from '@playwright/test';
import { apiContents, fetchTitle, findR18Titles } from './api.ts';

type EpisodeSummary = Title['episodes'][number];

export const playerPath = (titleId: number, episodeId: number) => `/titles/${titleId}/episodes/${episodeId}`;

export const fetchEpisode = (request: APIRequestContext, id: number) =>
  apiContents<EpisodeV2>(request, `/v2/episodes/${id}`);

/** The next episode plays for the same viewer too (the player's next-episode tests). */
async function nextIsPlayable(request: APIRequestContext, episode: EpisodeV2): Promise<boolean> {
  if (episode.next_episode_id === null) return false;
  return (await fetchEpisode(request, episode.next_episode_id)).playback !== null;
}

/** Every general-audience title of the demo catalogue (64), as the home page lists them. */
async function generalTitles(request: APIRequestContext): Promise<TitleCardList['items']> {
  return (await apiContents<TitleCardList>(request, '/v1/title/displayables?page=1&per_page=100')).items;
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

/**
 * A released episode of a general title that only the members of `planId` watch: not free, not sold on its
 * own, in no other plan (the seed guarantees one).
 */
export async function findEpisodeOnlyInPlan(
  request: APIRequestContext,
  planId: number,
): Promise<{ title: Title; episode: EpisodeSummary }> {
  const onlyInPlan = (episode: EpisodeSummary) =>
    !episode.is_free && episode.price_points === null && episode.included_plan_ids.join() === String(planId);
  for (const card of await generalTitles(request)) {
    const title = await fetchTitle(request, card.id);
    const episode = title.episodes.find(onlyInPlan);
    if (episode) return { title, episode };
  }
  throw new Error(`the demo catalogue has no episode only for the members of plan ${planId}`);
}

/** The free episode of an R18 title: anyone may watch it, once they have confirmed their age. */
export async function findR18FreeEpisode(
  request: APIRequestContext,
): Promise<{ title: Title; episode: EpisodeSummary }> {
  for (const card of await findR18Titles(request)) {
    const title = await fetchTitle(request, card.id);
    const episode = title.episodes.find((candidate) => candidate.is_free);
    if (episode) return { title, episode };
  }
  throw new Error('the demo catalogue has no R18 title with a free episode');
}
