import { type AppDatabase, contentKeys, episodeMedia } from '@hanabi/db';
import { type ContentKey, newContentKey } from '@hanabi/media';
import { desc, eq, isNull } from 'drizzle-orm';

/**
 * A content key for a new package of the episode (decision 0035): stored before the package is made, so the
 * package never holds a key the database does not know.
 */
export async function newEpisodeContentKey(db: AppDatabase, episodeId: number): Promise<ContentKey> {
  const key = newContentKey();
  await db.insert(contentKeys).values({ episodeId, ...key });
  return key;
}

/**
 * Each episode's newest key that no package row uses yet: left by a run that stopped between making a key and
 * recording its package, whose folder may already be complete (packages are renamed into place whole).
 */
export async function unusedEpisodeKeys(db: AppDatabase): Promise<Map<number, ContentKey>> {
  const rows = await db
    .select({ episodeId: contentKeys.episodeId, keyId: contentKeys.keyId, key: contentKeys.key })
    .from(contentKeys)
    .leftJoin(episodeMedia, eq(episodeMedia.keyId, contentKeys.keyId))
    .where(isNull(episodeMedia.episodeId))
    .orderBy(desc(contentKeys.createdAt));
  const keys = new Map<number, ContentKey>();
  for (const { episodeId, keyId, key } of rows) if (!keys.has(episodeId)) keys.set(episodeId, { keyId, key });
  return keys;
}

/**
 * The folder of an episode's package under the media root. Named after its key, so a new package of the
 * episode gets a new folder (players still streaming the previous one are not cut off) and a run that
 * stopped half-way finds the folder of the key it had made.
 */
export function episodePackagePath(slug: string, episodeId: number, { keyId }: ContentKey): string {
  return `video/${slug}/episode-${episodeId}-${keyId.slice(0, 12)}`;
}
