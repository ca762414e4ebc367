/**
 * Replacing a title's key art or poster (decision 0045) or an episode's thumbnail (decision 0049): the upload is turned into its variants outside any
 * transaction (the costly part), then, in one transaction with its audit entry (decision 0042), the set is
 * stored (content-addressed: a failure later leaves only files a retry reuses) and the row points at it.
 * Once that has committed, the previous set is removed unless a row still names it.
 */
import type { CatalogueImageKind } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, lockUntilCommit, type StoredImage } from '@hanabi/db';
import type { MediaStorage } from '@hanabi/storage';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { imageSetFolder, imageSetFolderOf, imageSetLockKey, storedImageOf, storeImageSet } from './image-set-store.ts';
import { renderImageVariants } from './image-variants.ts';
import { createTitleImagesRepository } from './title-images.repository.ts';

/** What each kind of picture belongs to, as the audit log and a 404 name it. */
const OWNERS = {
  title: { operation: 'title.replace_image', notFound: 'この作品は見つかりません。' },
  episode: { operation: 'episode.replace_thumbnail', notFound: 'このエピソードは見つかりません。' },
} as const;
const ownerOf = (kind: CatalogueImageKind) => (kind === 'thumbnail' ? 'episode' : 'title');

export interface CatalogueImageUpload {
  /** The title's id (key art, poster) or the episode's (thumbnail). */
  ownerId: number;
  kind: CatalogueImageKind;
  bytes: Buffer;
}

interface TitleImageDeps {
  db: AppDatabase;
  storage: MediaStorage;
  log: FastifyBaseLogger;
}

/**
 * Removes an uploaded set no row names any more (the same file may be another's picture too). A failure is
 * logged, not answered: the upload itself has succeeded, and the set is left as an orphan.
 */
async function removeUnusedImageSet({ db, storage, log }: TitleImageDeps, kind: CatalogueImageKind, folder: string) {
  try {
    await db.transaction(async (tx) => {
      await lockUntilCommit(tx, imageSetLockKey(folder));
      if (await createTitleImagesRepository(tx, kind).namesImageSet(folder)) return;
      await storage.deleteFolder(folder);
    });
  } catch (error) {
    log.warn({ folder, reason: String(error) }, 'replaced title image set not removed');
  }
}

export async function replaceCatalogueImage(
  deps: TitleImageDeps,
  actor: AuditActor,
  { ownerId, kind, bytes }: CatalogueImageUpload,
): Promise<StoredImage> {
  const { db, storage } = deps;
  const owner = ownerOf(kind);
  const notFound = () => new ApiError('notFound', { message: OWNERS[owner].notFound });
  // Before the costly part: an unknown title or episode is answered at once.
  if (!(await createTitleImagesRepository(db, kind).exists(ownerId))) throw notFound();
  const variants = await renderImageVariants(bytes, kind);
  const folder = imageSetFolder(kind, bytes);
  const image = storedImageOf(folder, variants);
  const before = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, imageSetLockKey(folder));
    // Inside the lock: a removal of this very set (the previous picture of another title) cannot interleave.
    await storeImageSet(storage, folder, variants);
    const repository = createTitleImagesRepository(tx, kind);
    const previous = await repository.lockImage(ownerId);
    if (!previous) throw notFound();
    await repository.setImage(ownerId, image, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: OWNERS[owner].operation,
      targetType: owner,
      targetId: ownerId,
      before: { kind, image: previous },
      after: { kind, image },
    });
    return previous;
  });
  const previousFolder = imageSetFolderOf(before);
  if (previousFolder && previousFolder !== folder) await removeUnusedImageSet(deps, kind, previousFolder);
  return image;
}
