/**
 * Replacing a title's key art or poster (decision 0045): the upload is turned into its variants and stored
 * first (content-addressed, so a failure later leaves only files a retry reuses), then the title points at the
 * new set in one transaction with its audit entry (decision 0042). The previous set stays in storage: pages
 * cached before the change still name it.
 */
import type { TitleImageKind } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, type StoredImage } from '@hanabi/db';
import type { MediaStorage } from '@hanabi/storage';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { imageSetFolder, storedImageOf, storeImageSet } from './image-set-store.ts';
import { renderImageVariants } from './image-variants.ts';
import { createTitleImagesRepository } from './title-images.repository.ts';

const titleNotFound = () => new ApiError('notFound', { message: 'この作品は見つかりません。' });

export interface TitleImageUpload {
  titleId: number;
  kind: TitleImageKind;
  bytes: Buffer;
}

export async function replaceTitleImage(
  db: AppDatabase,
  storage: MediaStorage,
  actor: AuditActor,
  { titleId, kind, bytes }: TitleImageUpload,
): Promise<StoredImage> {
  // Before the costly part: an unknown title is answered at once.
  if (!(await createTitleImagesRepository(db).exists(titleId))) throw titleNotFound();
  const variants = await renderImageVariants(bytes, kind);
  const folder = imageSetFolder(kind, bytes);
  await storeImageSet(storage, folder, variants);
  const image = storedImageOf(folder, variants);

  return db.transaction(async (tx) => {
    const repository = createTitleImagesRepository(tx);
    const before = await repository.lockImage(titleId, kind);
    if (!before) throw titleNotFound();
    await repository.setImage(titleId, kind, image, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'title.replace_image',
      targetType: 'title',
      targetId: titleId,
      before: { kind, image: before },
      after: { kind, image },
    });
    return image;
  });
}
