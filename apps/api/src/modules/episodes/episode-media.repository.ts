/** The packaged video of an episode and its title's content key (tables of packages/db schema/media.ts). */
import { type AppDatabase, episodeMedia, titleMediaKeys } from '@hanabi/db';
import { eq } from 'drizzle-orm';

export type EpisodeMediaRow = typeof episodeMedia.$inferSelect;

export interface PackagedEpisode {
  media: EpisodeMediaRow;
  /** Hex, 32 characters each. The key itself leaves the API only in a ClearKey licence. */
  titleKey: { keyId: string; key: string };
}

/** The episode's package, when it has one and its title has a key; undefined otherwise (not playable yet). */
export async function findPackagedEpisode(
  db: AppDatabase,
  episodeId: number,
  titleId: number,
): Promise<PackagedEpisode | undefined> {
  const [row] = await db
    .select({ media: episodeMedia, titleKey: { keyId: titleMediaKeys.keyId, key: titleMediaKeys.key } })
    .from(episodeMedia)
    .innerJoin(titleMediaKeys, eq(titleMediaKeys.titleId, titleId))
    .where(eq(episodeMedia.episodeId, episodeId));
  return row;
}

/** How long the episode's packaged video is, in seconds; undefined when it is not packaged. */
export async function findPackagedDuration(db: AppDatabase, episodeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ durationSeconds: episodeMedia.durationSeconds })
    .from(episodeMedia)
    .where(eq(episodeMedia.episodeId, episodeId));
  return row?.durationSeconds;
}
