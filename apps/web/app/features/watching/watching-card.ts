/**
 * One card of the continue-watching row (decision 0028), the same whether it comes from a member's entry
 * (the API) or a guest's (local storage and the episode from the API).
 */
import type { DisplayGroup, EpisodeSummary, Image, WatchingEpisode } from '@hanabi/contract';
import { isMature } from '../../lib/discreet-mode.ts';
import { playPath } from '../../lib/episode-paths.ts';

/** How many entries the home page's row shows: a member's first page, a guest's newest. */
export const WATCHING_ROW_SIZE = 10;

export interface WatchingCard {
  episodeId: number;
  /** Where the episode plays. */
  path: string;
  thumbnail: Image;
  titleName: string;
  /** 「第3話 旅立ち」: the episode as the other episode cards name it. */
  episodeName: string;
  positionSeconds: number;
  durationSeconds: number;
  /** Of a mature title: out of the row in discreet mode, and its picture blurred (decision 0058). */
  mature: boolean;
}

/** An episode with its title's id and name, as both the row's API and the episode call give it. */
export type WatchedEpisode = EpisodeSummary & { title: { id: number; name: string; display_group: DisplayGroup } };

export function watchingCard(episode: WatchedEpisode, positionSeconds: number, durationSeconds: number): WatchingCard {
  return {
    episodeId: episode.id,
    path: playPath(episode.title.id, episode.id),
    thumbnail: episode.thumbnail,
    titleName: episode.title.name,
    episodeName: `${episode.prefix_name} ${episode.name}`,
    positionSeconds,
    // A position reported before the player knew the video's length comes with 0: the episode's own length
    // stands in for it.
    durationSeconds: durationSeconds > 0 ? durationSeconds : episode.sec_length,
    mature: isMature(episode.title),
  };
}

export const memberWatchingCard = (entry: WatchingEpisode): WatchingCard =>
  watchingCard(entry.episode, entry.position_seconds, entry.duration_seconds);

/** How much of the episode the viewer has seen, in whole percent (0–100). */
export function watchedPercent({ positionSeconds, durationSeconds }: WatchingCard): number {
  if (durationSeconds <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((positionSeconds / durationSeconds) * 100)));
}

/** The minutes left to watch, rounded up: a few seconds left is still 「残り1分」. */
export function minutesLeft({ positionSeconds, durationSeconds }: WatchingCard): number {
  return Math.ceil(Math.max(0, durationSeconds - positionSeconds) / 60);
}
