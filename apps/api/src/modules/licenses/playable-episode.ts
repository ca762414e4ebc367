import type { AppDatabase } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import { findPackagedEpisode, type PackagedEpisode } from '../episodes/episode-media.repository.ts';
import type { PlaybackAsker } from '../episodes/playback-asker.ts';
import { requireEntitledEpisode } from '../episodes/playback-entitlement.ts';

export const NOT_READY_MESSAGE = 'このエピソードはまだ再生の準備ができていません。';

/**
 * The episode's package, for a caller who may play it now: the same decision as the episode answer's
 * `playback` (playback-entitlement.ts). Otherwise 404 (unknown or not shown now) or 403, without key material.
 */
export async function requirePlayableEpisode(
  db: AppDatabase,
  asker: PlaybackAsker,
  episodeId: number,
): Promise<PackagedEpisode> {
  await requireEntitledEpisode(db, asker, episodeId, { field: 'params.episode_id' });
  const packaged = await findPackagedEpisode(db, episodeId);
  if (!packaged) {
    throw new ApiError('forbidden', {
      message: NOT_READY_MESSAGE,
      details: [{ field: 'params.episode_id', reason: 'not_ready' }],
    });
  }
  return packaged;
}
