/**
 * Packaged video written straight into a test database and media storage, as the media pipeline would leave
 * them: an episode's content key and package row, and its manifest files.
 */
import { randomBytes } from 'node:crypto';
import { type AppDatabase, contentKeys, episodeMedia } from '@hanabi/db';
import type { MediaStorage } from '@hanabi/storage';
import { storeFiles } from './media-storage-fixtures.ts';

export interface TestContentKey {
  /** Hex, 32 characters. */
  keyId: string;
  key: string;
}

/**
 * The episode's package row, encrypted with a new key of the episode's own (returned): a 24-minute episode in
 * 360p and 720p with an opening and an ending.
 */
export async function insertEpisodeMedia(
  db: AppDatabase,
  episodeId: number,
  overrides: Partial<typeof episodeMedia.$inferInsert> = {},
): Promise<TestContentKey> {
  const key = { keyId: randomBytes(16).toString('hex'), key: randomBytes(16).toString('hex') };
  // The ending credits start 90 s before the end of whatever length the test gives the package: the
  // database refuses a marker past the end.
  const durationSeconds = overrides.durationSeconds ?? 1440;
  await db.insert(contentKeys).values({ episodeId, ...key });
  await db.insert(episodeMedia).values({
    episodeId,
    assetPath: `video/episode-${episodeId}`,
    keyId: key.keyId,
    durationSeconds,
    renditionHeights: [360, 720],
    openingStartSeconds: 30,
    openingEndSeconds: 120,
    endingStartSeconds: durationSeconds - 90,
    ...overrides,
  });
  return key;
}

export const TEST_DASH_MANIFEST = '<?xml version="1.0"?><MPD type="static"></MPD>';

/** The package's files in the media storage: both manifests and one (pretend) encrypted segment. */
export function storePackageFiles(storage: MediaStorage, assetPath: string): Promise<void> {
  return storeFiles(storage, assetPath, {
    'manifest.mpd': TEST_DASH_MANIFEST,
    'master.m3u8': '#EXTM3U\n',
    'video_720p_1.m4s': randomBytes(64),
  });
}

/** The body of a W3C EME ClearKey licence request for these key ids (hex). */
export function clearKeyRequest(...keyIdsHex: string[]): { kids: string[]; type: 'temporary' } {
  return { kids: keyIdsHex.map((hex) => Buffer.from(hex, 'hex').toString('base64url')), type: 'temporary' };
}
