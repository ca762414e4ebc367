/**
 * An episode with its title's card, as the lists of episodes show it (the new-episode lists, the
 * continue-watching row): what such a query selects, and how a row becomes the answer.
 */
import type { EpisodeUpdate } from '@hanabi/contract';
import { episodes } from '@hanabi/db';
import type { MediaUrls } from '../../lib/media-url.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import { cardColumns, type EpisodeRow, releasedEpisodeCount, type TitleCardRow } from '../catalogue/title-query.ts';
import { toEpisodeSummary } from '../titles/episode-summary.ts';

export interface EpisodeUpdateRow {
  episode: EpisodeRow;
  title: TitleCardRow;
}

/** The columns of an EpisodeUpdateRow, for a query joining episodes to their titles; counts as at `now`. */
export function episodeUpdateColumns(now: Date) {
  return { episode: episodes, title: { ...cardColumns, episodeCount: releasedEpisodeCount(now) } };
}

export function toEpisodeUpdate(row: EpisodeUpdateRow, media: MediaUrls): EpisodeUpdate {
  return { ...toEpisodeSummary(row.episode, media), title: toTitleCard(row.title, media) };
}
