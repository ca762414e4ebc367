/**
 * Replacing a title's key art or poster (decision 0045): the upload is turned into its variants outside any
 * transaction (the costly part), then, in one transaction with its audit entry (decision 0042), the set is
 * stored (content-addressed: a failure later leaves only files a retry reuses) and the title points at it.
 * Once that has committed, the previous set is removed unless a title still names it.
 */
import type { TitleImageKind } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, lockUntilCommit, type StoredImage } from '@hanabi/db';
import type { MediaStorage } from '@hanabi/storage';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { imageSetFolder, imageSetFolderOf, imageSetLockKey, storedImageOf, storeImageSet } from './image-set-store.ts';
import { renderImageVariants } from './image-variants.ts';
import { createTitleImagesRepository } from './title-images.repository.ts';

const titleNotFound = () => new ApiError('notFound', { message: 'この作品は見つかりません。' });

export interface TitleImageUpload {
  titleId: number;
  kind: TitleImageKind;
  bytes: Buffer;
}

interface TitleImageDeps {
  db: AppDatabase;
  storage: MediaStorage;
  log: FastifyBaseLogger;
}

/**
 * Removes an uploaded set no title names any more (the same file may be another title's picture too). A
 * failure is logged, not answered: the upload itself has succeeded, and the set is left as an orphan.
 */
async function removeUnusedImageSet({ db, storage, log }: TitleImageDeps, kind: TitleImageKind, folder: string) {
  try {
    await db.transaction(async (tx) => {
      await lockUntilCommit(tx, imageSetLockKey(folder));
      if (await createTitleImagesRepository(tx).namesImageSet(kind, folder)) return;
      await storage.deleteFolder(folder);
    });
  } catch (error) {
    log.warn({ folder, reason: String(error) }, 'replaced title image set not removed');
  }
}

export async function replaceTitleImage(
  deps: TitleImageDeps,
  actor: AuditActor,
  { titleId, kind, bytes }: TitleImageUpload,
): Promise<StoredImage> {
  const { db, storage } = deps;
  // Before the costly part: an unknown title is answered at once.
  if (!(await createTitleImagesRepository(db).exists(titleId))) throw titleNotFound();
  const variants = await renderImageVariants(bytes, kind);
  const folder = imageSetFolder(kind, bytes);
  const image = storedImageOf(folder, variants);
  const before = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, imageSetLockKey(folder));
    // Inside the lock: a removal of this very set (the previous picture of another title) cannot interleave.
    await storeImageSet(storage, folder, variants);
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
  const previousFolder = imageSetFolderOf(before);
  if (previousFolder && previousFolder !== folder) await removeUnusedImageSet(deps, kind, previousFolder);
  return image;
}
