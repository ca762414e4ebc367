/**
 * Who may play an episode (decision 0027): the contract's access rule, episodeAccessOf (free, owned, in the
 * viewer's plan — premium cuts are in the plans their `included_plan_ids` name), and for an R18 title the age
 * check first. The episode answer and the licence endpoints both decide here, so a viewer shown a player is the
 * viewer who gets the key.
 */
import { type EpisodeAccess, episodeAccessOf, type PlaybackWayIn } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import {
  type AvailableEpisode,
  findAvailableEpisode,
  findViewerFacts,
  type ViewerFacts,
} from './episodes.repository.ts';
import type { PlaybackAsker } from './playback-asker.ts';

export interface EpisodeForViewer {
  found: AvailableEpisode;
  /** users.id of the signed-in member; null for a guest. */
  userId: number | null;
  /** null for a guest. */
  viewer: ViewerFacts | null;
  access: EpisodeAccess;
  /** What stands between the viewer and the video (the media aside); null when they may watch. */
  barrier: Exclude<PlaybackWayIn, 'not_ready'> | null;
}

/** The episode as `asker` sees it at `asker.now`; undefined when it cannot be shown. */
export async function findEpisodeForViewer(
  db: AppDatabase,
  asker: PlaybackAsker,
  id: number,
): Promise<EpisodeForViewer | undefined> {
  const found = await findAvailableEpisode(db, id, asker.now);
  if (!found) return undefined;
  const userId = asker.memberId;
  const viewer = userId === null ? null : await findViewerFacts(db, userId, found.episode.id);
  const access = episodeAccessOf(found.episode, viewer);
  const ageChecked = !found.title.isAgeRestrictionR18 || asker.ageChecked;
  return { found, userId, viewer, access, barrier: playbackBarrier(access, viewer !== null, ageChecked) };
}

export const NOT_ENTITLED_MESSAGE = 'このエピソードを再生する権利がないため、再生できません。';

/**
 * The episode, for a caller who may play it now: what every call about playing an episode checks first.
 * `field` names where the episode id came from (e.g. `params.episode_id`), for the 403's details.
 * @throws ApiError notFound (unknown, or not shown now; with `unknownMessage` when given), forbidden (the
 *   barrier in details).
 */
export async function requireEntitledEpisode(
  db: AppDatabase,
  asker: PlaybackAsker,
  episodeId: number,
  { field, unknownMessage }: { field: string; unknownMessage?: string },
): Promise<EpisodeForViewer> {
  const forViewer = await findEpisodeForViewer(db, asker, episodeId);
  if (!forViewer) throw new ApiError('notFound', unknownMessage === undefined ? {} : { message: unknownMessage });
  if (forViewer.barrier !== null) {
    throw new ApiError('forbidden', { message: NOT_ENTITLED_MESSAGE, details: [{ field, reason: forViewer.barrier }] });
  }
  return forViewer;
}

/** The first thing the viewer has to do to watch; a guest signs in first, since a member may already have it. */
export function playbackBarrier(
  access: EpisodeAccess,
  signedIn: boolean,
  ageChecked: boolean,
): EpisodeForViewer['barrier'] {
  if (!ageChecked) return 'age_check';
  if (access === 'free' || access === 'owned' || access === 'included_in_plan') return null;
  if (!signedIn) return 'sign_in';
  return access === 'purchasable' ? 'buy' : 'join_plan';
}
