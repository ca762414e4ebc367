import { type EpisodeAccess, episodeAccessOf } from '@hanabi/contract';
import type { EpisodeRow } from '../catalogue/title-query.ts';

/** What the viewer's membership says about one episode; null for a guest. */
export interface ViewerFacts {
  /** The open plan (1 lite, 2 premium), or null for a free member. */
  planId: number | null;
  /** The member may watch the episode for good: they bought it or received a ticket for it. */
  owns: boolean;
  /** The completed purchase through which the member owns the episode, or null (not owned, or by a ticket). */
  ownedPurchase: { id: number; idempotencyKey: string } | null;
}

/** What a viewer may do with an episode: the contract's one rule (episodeAccessOf). */
export function episodeAccess(
  episode: Pick<EpisodeRow, 'isFree' | 'pricePoints' | 'includedPlanIds'>,
  viewer: ViewerFacts | null,
): EpisodeAccess {
  return episodeAccessOf(episode, viewer);
}
