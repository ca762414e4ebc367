/**
 * Where each generated picture lives under the media root, and its intrinsic size. The database stores
 * these values, so they must stay stable: changing a path orphans every file already written.
 */

/** Structurally the same as the database's StoredImage; media does not depend on the database package. */
export interface MediaImage {
  /** Path under the media root, with forward slashes. */
  path: string;
  width: number;
  height: number;
}

export type EpisodeCut = 'broadcast' | 'premium';

export const KEY_ART_SIZE = { width: 1280, height: 720 } as const;
export const POSTER_SIZE = { width: 600, height: 800 } as const;
export const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

// Slugs become folder names, so anything but lowercase ascii words could escape the media root.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where every title's generated pictures are, under the media root. */
export const DEMO_ART_FOLDER = 'art/titles';

function titleFolder(slug: string): string {
  if (!SLUG.test(slug)) throw new Error(`Invalid title slug for artwork: ${JSON.stringify(slug)}`);
  return `${DEMO_ART_FOLDER}/${slug}`;
}

export function keyArtImage(slug: string): MediaImage {
  return { path: `${titleFolder(slug)}/key-art.svg`, ...KEY_ART_SIZE };
}

export function posterImage(slug: string): MediaImage {
  return { path: `${titleFolder(slug)}/poster.svg`, ...POSTER_SIZE };
}

export function episodeThumbnailImage(slug: string, number: number, cut: EpisodeCut): MediaImage {
  if (!Number.isInteger(number) || number < 0) throw new Error(`Invalid episode number for artwork: ${number}`);
  return { path: `${titleFolder(slug)}/episodes/${number}-${cut}.svg`, ...THUMBNAIL_SIZE };
}
