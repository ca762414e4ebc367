/**
 * Replacing an episode's thumbnail (decision 0049) through the shared image-set flow, as a title's key art is
 * replaced: variants made outside any transaction, then the set stored, the episode pointed at it and the audit
 * entry appended in one transaction (decision 0042); the previous set removed once no episode names it.
 */
import { EPISODE_THUMBNAIL_SHAPE, episodeThumbnailTooSmall } from '@hanabi/contract';
import { appendAuditEntry, type StoredImage } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { type ImageSetDeps, type ImageSetKind, replaceImageSet } from '../../lib/image-sets/replace-image-set.ts';
import { createEpisodeThumbnailsRepository } from './episode-thumbnails.repository.ts';

const episodeNotFound = () => new ApiError('notFound', { message: 'このエピソードは見つかりません。' });

const THUMBNAIL: ImageSetKind = {
  folder: 'thumbnail',
  shape: EPISODE_THUMBNAIL_SHAPE,
  tooSmall: episodeThumbnailTooSmall,
  namesImageSet: (tx, folder) => createEpisodeThumbnailsRepository(tx).namesImageSet(folder),
};

export async function replaceEpisodeThumbnail(
  deps: ImageSetDeps,
  actor: AuditActor,
  episodeId: number,
  bytes: Buffer,
): Promise<StoredImage> {
  // Before the costly part: an unknown episode is answered at once.
  if (!(await createEpisodeThumbnailsRepository(deps.db).exists(episodeId))) throw episodeNotFound();
  return replaceImageSet(deps, THUMBNAIL, bytes, async (tx, image) => {
    const repository = createEpisodeThumbnailsRepository(tx);
    const previous = await repository.lockThumbnail(episodeId);
    if (!previous) throw episodeNotFound();
    await repository.setThumbnail(episodeId, image, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'episode.replace_thumbnail',
      targetType: 'episode',
      targetId: episodeId,
      before: { kind: 'thumbnail', image: previous },
      after: { kind: 'thumbnail', image },
    });
    return previous;
  });
}
