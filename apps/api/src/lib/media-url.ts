import type { Image } from '@hanabi/contract';
import type { StoredImage } from '@hanabi/db';

/** Public path prefix under which the media folder is served. */
export const MEDIA_PREFIX = '/media/';

export type MediaUrls = (image: StoredImage) => Image;

/** Absolute URLs (`${API_ORIGIN}/media/<path>`) for pictures stored relative to the media root. */
export function mediaUrls(apiOrigin: string): MediaUrls {
  const base = `${apiOrigin.replace(/\/+$/, '')}${MEDIA_PREFIX}`;
  return ({ path, width, height }) => ({
    url: base + path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/'),
    width,
    height,
  });
}
