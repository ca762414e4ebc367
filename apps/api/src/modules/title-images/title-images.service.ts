/**
 * Replacing a title's key art or poster (decision 0045) through the shared image-set flow: variants made
 * outside any transaction, then the set stored, the title pointed at it and the audit entry appended in one
 * transaction (decision 0042); the previous set removed once no title names it.
 */
import { TITLE_IMAGE_SHAPES, type TitleImageKind, titleImageTooSmall } from '@hanabi/contract';
import { appendAuditEntry, type StoredImage } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { type ImageSetDeps, type ImageSetKind, replaceImageSet } from '../../lib/image-sets/replace-image-set.ts';
import { createTitleImagesRepository } from './title-images.repository.ts';

const titleNotFound = () => new ApiError('notFound', { message: 'この作品は見つかりません。' });

export interface TitleImageUpload {
  titleId: number;
  kind: TitleImageKind;
  bytes: Buffer;
}

function titleImageSetKind(kind: TitleImageKind): ImageSetKind {
  return {
    folder: kind,
    shape: TITLE_IMAGE_SHAPES[kind],
    tooSmall: titleImageTooSmall(kind),
    namesImageSet: (tx, folder) => createTitleImagesRepository(tx).namesImageSet(kind, folder),
  };
}

export async function replaceTitleImage(
  deps: ImageSetDeps,
  actor: AuditActor,
  { titleId, kind, bytes }: TitleImageUpload,
): Promise<StoredImage> {
  // Before the costly part: an unknown title is answered at once.
  if (!(await createTitleImagesRepository(deps.db).exists(titleId))) throw titleNotFound();
  return replaceImageSet(deps, titleImageSetKind(kind), bytes, async (tx, image) => {
    const repository = createTitleImagesRepository(tx);
    const previous = await repository.lockImage(titleId, kind);
    if (!previous) throw titleNotFound();
    await repository.setImage(titleId, kind, image, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'title.replace_image',
      targetType: 'title',
      targetId: titleId,
      before: { kind, image: previous },
      after: { kind, image },
    });
    return previous;
  });
}
