import type { Image } from '@hanabi/contract';
import type { StoredImage } from '@hanabi/db';

/** Public path prefix under which the media folder is served. */
export const MEDIA_PREFIX = '/media/';

export type MediaUrls = (image: StoredImage) => Image;

/** The absolute URL (`${API_ORIGIN}/media/<path>`) of a file stored at `path` relative to the media root. */
export function mediaFileUrl(apiOrigin: string, path: string): string {
  const base = `${apiOrigin.replace(/\/+$/, '')}${MEDIA_PREFIX}`;
  return base + path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
}

/** Absolute URLs for pictures stored relative to the media root. */
export function mediaUrls(apiOrigin: string): MediaUrls {
  return ({ path, width, height }) => ({ url: mediaFileUrl(apiOrigin, path), width, height });
}
