/**
 * Who may play an episode (decision 0027): the access rules of episode-access.ts (free, owned, in the viewer's
 * plan — premium cuts are in the plans their `included_plan_ids` name), and for an R18 title the age check
 * first. The episode answer and the licence endpoints both decide here, so a viewer shown a player is the
 * viewer who gets the key.
 */
import type { EpisodeAccess, PlaybackWayIn } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import type { FastifyRequest } from 'fastify';
import { hasCheckedAge } from '../../lib/checked-age.ts';
import { memberIdOf } from '../../lib/signed-in-member.ts';
import { episodeAccess, type ViewerFacts } from './episode-access.ts';
import { type AvailableEpisode, findAvailableEpisode, findViewerFacts } from './episodes.repository.ts';

export interface EpisodeForViewer {
  found: AvailableEpisode;
  /** null for a guest. */
  viewer: ViewerFacts | null;
  access: EpisodeAccess;
  /** What stands between the viewer and the video (the media aside); null when they may watch. */
  barrier: Exclude<PlaybackWayIn, 'not_ready'> | null;
}

/** The episode as the caller of `request` sees it at `request.now`; undefined when it cannot be shown. */
export async function findEpisodeForViewer(
  db: AppDatabase,
  request: FastifyRequest,
  id: number,
): Promise<EpisodeForViewer | undefined> {
  const found = await findAvailableEpisode(db, id, request.now);
  if (!found) return undefined;
  const userId = await memberIdOf(db, request);
  const viewer = userId === null ? null : await findViewerFacts(db, userId, found.episode.id);
  const access = episodeAccess(found.episode, viewer);
  const ageChecked = !found.title.isAgeRestrictionR18 || hasCheckedAge(request);
  return { found, viewer, access, barrier: playbackBarrier(access, viewer !== null, ageChecked) };
}

/** The first thing the viewer has to do to watch; a guest signs in first, since a member may already have it. */
function playbackBarrier(access: EpisodeAccess, signedIn: boolean, ageChecked: boolean): EpisodeForViewer['barrier'] {
  if (!ageChecked) return 'age_check';
  if (access === 'free' || access === 'owned' || access === 'included_in_plan') return null;
  if (!signedIn) return 'sign_in';
  return access === 'purchasable' ? 'buy' : 'join_plan';
}
