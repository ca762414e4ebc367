/**
 * Source videos uploaded by operators, when they are kept in media storage (MEDIA_STORAGE=s3; decisions 0044,
 * 0047): under a prefix of their own, never served under /media/ nor meant for a CDN, and fetched by the
 * packaging workers into a local file for ffmpeg.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from './media-storage.ts';

/** The private prefix of uploaded source videos (`uploads/<upload id>`, and tus's `.info` and `.part`). */
export const VIDEO_UPLOAD_PREFIX = 'uploads';

/** Whether `key` lies under the private upload prefix: such a key is never served to anyone. */
export function isPrivateMediaKey(key: string): boolean {
  return key === VIDEO_UPLOAD_PREFIX || key.startsWith(`${VIDEO_UPLOAD_PREFIX}/`);
}

/**
 * Streams the stored file at `key` into `localPath` (created or replaced), a chunk at a time, so a source of
 * several GB never sits in memory; the signal stops it. Answers the bytes written, or undefined when
 * storage holds no such file.
 */
export async function downloadToFile(
  storage: MediaStorage,
  key: string,
  localPath: string,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  await pipeline(object.body, createWriteStream(localPath), { signal });
  return object.size;
}
