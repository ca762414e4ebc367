/**
 * Stores an upload's variants through the media storage under a content-addressed folder (decision 0045):
 * `images/<kind>/<hash>/` (kind: key_art, poster, home_slide), the hash covering the recipe, the kind and the uploaded bytes. A folder's files
 * never change, so they are served as immutable (the storage's cache rule), and uploading the same file twice
 * finds its folder already there.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredImage } from '@hanabi/db';
import type { MediaStorage } from '@hanabi/storage';
import type { RenderedVariant } from './image-variants.ts';

/**
 * Changed whenever widths, formats or encoder settings change, so that new variants get new paths. Named when
 * only titles had pictures; kept, so that their sets keep their paths.
 */
const RECIPE = 'title-image-v1';

/** The folder of `upload`'s set among the pictures of `kind` (a folder name under `images/`). */
export function imageSetFolder(kind: string, upload: Buffer): string {
  const hash = createHash('sha256').update(`${RECIPE}\0${kind}\0`).update(upload).digest('hex').slice(0, 32);
  return `images/${kind}/${hash}`;
}

const IMAGE_SET_FILE = /^(images\/[a-z_]+\/[0-9a-f]{32})\/[^/]+$/;

/** The uploaded set a picture belongs to; undefined for the demo's artwork and the placeholders. */
export function imageSetFolderOf(image: StoredImage): string | undefined {
  return IMAGE_SET_FILE.exec(image.path)?.[1];
}

/**
 * Held by an upload from storing its set until its row names it, and by the removal of an unused set from
 * its check until its deletion: a set another row starts to name meanwhile is never removed under it.
 */
export function imageSetLockKey(folder: string): string {
  return `image-set:${folder}`;
}

/** What a row keeps (decision 0045): the largest JPEG as its picture, with every variant. */
export function storedImageOf(folder: string, variants: readonly RenderedVariant[]): StoredImage {
  const jpegs = variants.filter((variant) => variant.type === 'image/jpeg');
  const largest = jpegs.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    path: `${folder}/${largest.file}`,
    width: largest.width,
    height: largest.height,
    variants: variants.map(({ file, width, height, type }) => ({ path: `${folder}/${file}`, width, height, type })),
  };
}

/**
 * Writes the variants into `folder` unless an earlier upload of the same file already did. Called holding
 * `imageSetLockKey(folder)`, so no other upload or removal of the set runs meanwhile; a set found incomplete
 * (a removal that failed half-way) is written again.
 */
export async function storeImageSet(
  storage: MediaStorage,
  folder: string,
  variants: readonly RenderedVariant[],
): Promise<void> {
  const stored = await storage.list(folder);
  const expected = variants.map(({ file }) => `${folder}/${file}`).sort();
  if (stored.join('\n') === expected.join('\n')) return;
  if (stored.length > 0) await storage.deleteFolder(folder);
  const scratch = await mkdtemp(path.join(tmpdir(), 'hanabi-image-set-'));
  try {
    for (const { file, bytes } of variants) await writeFile(path.join(scratch, file), bytes);
    await storage.putFolder(scratch, folder);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
