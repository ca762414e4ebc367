/** Content keys, read here only: the ClearKey licence is the one place a key leaves the API (decision 0035). */
import { type AppDatabase, contentKeys } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';

export interface ContentKeysRepository {
  /** The key with this id, when it is one of the episode's own; undefined otherwise. */
  findEpisodeContentKey(episodeId: number, keyId: string): Promise<{ keyId: string; key: string } | undefined>;
}

export function createContentKeysRepository(db: AppDatabase): ContentKeysRepository {
  return {
    async findEpisodeContentKey(episodeId, keyId) {
      const [row] = await db
        .select({ keyId: contentKeys.keyId, key: contentKeys.key })
        .from(contentKeys)
        .where(and(eq(contentKeys.episodeId, episodeId), eq(contentKeys.keyId, keyId)));
      return row;
    },
  };
}
