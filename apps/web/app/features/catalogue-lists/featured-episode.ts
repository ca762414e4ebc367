import type { EpisodeDetail } from '@hanabi/contract';
import { parseRouteId } from '../../lib/route-params.ts';

/** /premium?play_episode_id=…: the premium cut a link (a home section, a campaign) asks the page to feature. */
export const PLAY_EPISODE_PARAM = 'play_episode_id';

/** The episode the address asks to feature: an id of digits only, or null (missing, malformed, out of range). */
export function requestedEpisodeId(url: URL): number | null {
  return parseRouteId(url.searchParams.get(PLAY_EPISODE_PARAM) ?? undefined);
}

/**
 * Whether the page may feature the episode: only a premium cut (the page is about them), and a mature
 * title's only for a viewer who has confirmed their age — its picture would otherwise show what the age
 * check keeps back. Anything else is ignored, like a malformed id, and the page shows its picks alone.
 */
export function isFeaturable(episode: EpisodeDetail, hasCheckedAge: boolean): boolean {
  if (episode.cut !== 'premium') return false;
  const mature = episode.title.display_group === 'mature_group' || episode.title.is_age_restriction_r18;
  return !mature || hasCheckedAge;
}
