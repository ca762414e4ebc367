import type { EpisodeDetail } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import type { FastifyRequest } from 'fastify';
import type { MediaUrls } from '../../lib/media-url.ts';
import { memberIdOf } from '../../lib/signed-in-member.ts';
import { toEpisodeSummary } from '../titles/episode-summary.ts';
import { episodeAccess } from './episode-access.ts';
import { type AvailableEpisode, findAvailableEpisode, findViewerFacts } from './episodes.repository.ts';

/**
 * One episode as GET /v1/episodes/:id answers it, for the caller of `request` at `request.now`, with the
 * rows it came from; undefined when the episode is unknown, unreleased or its title not available.
 */
export async function findEpisodeDetail(
  db: AppDatabase,
  request: FastifyRequest,
  id: number,
  media: MediaUrls,
): Promise<{ found: AvailableEpisode; detail: EpisodeDetail } | undefined> {
  const found = await findAvailableEpisode(db, id, request.now);
  if (!found) return undefined;
  const userId = await memberIdOf(db, request);
  const viewer = userId === null ? null : await findViewerFacts(db, userId, found.episode.id);
  const detail: EpisodeDetail = {
    ...toEpisodeSummary(found.episode, media),
    title: {
      id: found.title.id,
      name: found.title.name,
      display_group: found.title.displayGroup,
      is_age_restriction_r18: found.title.isAgeRestrictionR18,
    },
    access: episodeAccess(found.episode, viewer),
    owned_purchase: viewer?.ownedPurchase
      ? { id: viewer.ownedPurchase.id, idempotency_key: viewer.ownedPurchase.idempotencyKey }
      : null,
  };
  return { found, detail };
}
