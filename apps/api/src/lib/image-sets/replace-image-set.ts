/**
 * Replacing a row's uploaded picture (decision 0045 for titles, 0053 for home slides): the upload is turned into
 * its variants outside any transaction (the costly part), then, in one transaction, the set is stored
 * (content-addressed: a failure later leaves only files a retry reuses) and the caller points its row at it and
 * appends its audit entry. Once that has committed, the previous set is removed unless a row still names it.
 */
import type { ImageShape } from '@hanabi/contract';
import { type AppDatabase, lockUntilCommit, type StoredImage } from '@hanabi/db';
import type { MediaStorage } from '@hanabi/storage';
import type { FastifyBaseLogger } from 'fastify';
import { imageSetFolder, imageSetFolderOf, imageSetLockKey, storedImageOf, storeImageSet } from './image-set-store.ts';
import { renderImageVariants } from './image-variants.ts';

export interface ImageSetDeps {
  db: AppDatabase;
  storage: MediaStorage;
  log: FastifyBaseLogger;
}

/** What kind of picture it is, and who may still name a set of that kind. */
export interface ImageSetKind {
  /** The folder under `images/`. */
  folder: string;
  shape: ImageShape;
  /** The refusal of a picture smaller than the shape's smallest width. */
  tooSmall: string;
  /** Whether any row still shows a file of `folder`; asked inside the removal's transaction. */
  namesImageSet(tx: AppDatabase, folder: string): Promise<boolean>;
}

/**
 * Removes an uploaded set no row names any more (the same file may be another row's picture too). A failure is
 * logged, not answered: the upload itself has succeeded, and the set is left as an orphan.
 */
async function removeUnusedImageSet({ db, storage, log }: ImageSetDeps, kind: ImageSetKind, folder: string) {
  try {
    await db.transaction(async (tx) => {
      await lockUntilCommit(tx, imageSetLockKey(folder));
      if (await kind.namesImageSet(tx, folder)) return;
      await storage.deleteFolder(folder);
    });
  } catch (error) {
    log.warn({ folder, reason: String(error) }, 'replaced image set not removed');
  }
}

/**
 * Stores `bytes` as a set of `kind` and runs `pointAt` in the same transaction: it points the row at the new
 * picture, appends the audit entry and answers the row's previous picture (null when it had none), or throws
 * to leave everything as it was.
 */
export async function replaceImageSet(
  deps: ImageSetDeps,
  kind: ImageSetKind,
  bytes: Buffer,
  pointAt: (tx: AppDatabase, image: StoredImage) => Promise<StoredImage | null>,
): Promise<StoredImage> {
  const variants = await renderImageVariants(bytes, kind.shape, kind.tooSmall);
  const folder = imageSetFolder(kind.folder, bytes);
  const image = storedImageOf(folder, variants);
  const before = await deps.db.transaction(async (tx) => {
    await lockUntilCommit(tx, imageSetLockKey(folder));
    // Inside the lock: a removal of this very set (another row's previous picture) cannot interleave.
    await storeImageSet(deps.storage, folder, variants);
    return pointAt(tx, image);
  });
  const previousFolder = before ? imageSetFolderOf(before) : undefined;
  if (previousFolder && previousFolder !== folder) await removeUnusedImageSet(deps, kind, previousFolder);
  return image;
}
