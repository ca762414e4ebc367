/**
 * How long a stored media file may be cached, decided by its name alone, so that the local folder, object
 * storage and a CDN in front of either send the same headers (decision 0044).
 *
 * A video package lives in a folder named after its content key (decision 0035) and is never written again:
 * its segments are immutable and cached for a year. Manifests get a minute in the player's own cache and none
 * in a shared one (decision 0057): they are what a player asks for first, and the licence rules sit behind them. Uploaded pictures (decision 0045) live in a folder
 * named after a hash of the upload, so they are immutable too. The demo's generated pictures keep their path
 * when regenerated, so they are cached for a day, not for ever.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MANIFEST_CACHE_CONTROL = 'private, max-age=60';
export const DEFAULT_CACHE_CONTROL = 'public, max-age=86400';

const MANIFEST = /\.(mpd|m3u8)$/;
/** CMAF media and init segments (`.m4s`, `.mp4`) inside a package folder under `video/`. */
const SEGMENT = /^video\/.+\.(m4s|mp4)$/;
/** The variants of an uploaded picture, in their content-addressed folder under `images/`. */
const IMAGE_VARIANT = /^images\/.+\.(avif|webp|jpg)$/;

export function cacheControlFor(key: string): string {
  if (MANIFEST.test(key)) return MANIFEST_CACHE_CONTROL;
  if (SEGMENT.test(key) || IMAGE_VARIANT.test(key)) return IMMUTABLE_CACHE_CONTROL;
  return DEFAULT_CACHE_CONTROL;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  mpd: 'application/dash+xml',
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The Content-Type stored with an object (object storage answers what it was given). */
export function contentTypeFor(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
