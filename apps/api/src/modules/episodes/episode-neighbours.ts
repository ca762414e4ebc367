/**
 * Where an episode sits among its title's released episodes: the previous and next episode of the same cut
 * (by number) and the other cut of the same number, as GET /v2/episodes/:id answers them for the player.
 */
import { type AppDatabase, episodes } from '@hanabi/db';
import { and, asc, eq } from 'drizzle-orm';
import { type EpisodeRow, shownEpisodeAt } from '../catalogue/title-query.ts';

export type EpisodeKey = Pick<EpisodeRow, 'id' | 'number' | 'cut'>;

export interface EpisodeNeighbours {
  previous_episode_id: number | null;
  next_episode_id: number | null;
  other_cut_episode_id: number | null;
}

/** The title's episodes shown at `now`, by number: few enough per title to place one among them in memory. */
export function listReleasedEpisodeKeys(db: AppDatabase, titleId: number, now: Date): Promise<EpisodeKey[]> {
  return db
    .select({ id: episodes.id, number: episodes.number, cut: episodes.cut })
    .from(episodes)
    .where(and(eq(episodes.titleId, titleId), shownEpisodeAt(now)))
    .orderBy(asc(episodes.number), asc(episodes.id));
}

/** The neighbours of `episode` among `released` (sorted by number); null where there is none. */
export function neighboursOf(episode: EpisodeKey, released: readonly EpisodeKey[]): EpisodeNeighbours {
  const sameCut = released.filter((other) => other.cut === episode.cut);
  const previous = sameCut.filter((other) => other.number < episode.number).at(-1);
  const next = sameCut.find((other) => other.number > episode.number);
  const otherCut = released.find((other) => other.number === episode.number && other.cut !== episode.cut);
  return {
    previous_episode_id: previous?.id ?? null,
    next_episode_id: next?.id ?? null,
    other_cut_episode_id: otherCut?.id ?? null,
  };
}
