import type { Image } from '@hanabi/contract';
import type { StoredImage } from '@hanabi/db';

/** Public path prefix under which the API serves the media storage. */
export const MEDIA_PREFIX = '/media/';

export type MediaUrls = (image: StoredImage) => Image;

/**
 * The absolute URL of a file stored at `path` relative to the media root, on `mediaBaseUrl` (ending in `/`):
 * the API's `/media/`, or the CDN in front of the bucket (decision 0044).
 */
export function mediaFileUrl(mediaBaseUrl: string, path: string): string {
  return mediaBaseUrl + path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
}

/** Absolute URLs for pictures stored relative to the media root, with an upload's variants (decision 0045). */
export function mediaUrls(mediaBaseUrl: string): MediaUrls {
  const urlOf = (path: string) => mediaFileUrl(mediaBaseUrl, path);
  return ({ path, width, height, variants }) => ({
    url: urlOf(path),
    width,
    height,
    ...(variants && { variants: variants.map(({ path: file, ...size }) => ({ url: urlOf(file), ...size })) }),
  });
}
