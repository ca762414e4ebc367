/** The packaged video of an episode (tables of packages/db schema/media.ts). */
import { type AppDatabase, episodeMedia } from '@hanabi/db';
import { and, eq, isNotNull } from 'drizzle-orm';

export type EpisodeMediaRow = typeof episodeMedia.$inferSelect;

/** A package encrypted with a key of the episode's own: the only kind that plays (decision 0035). */
export interface PackagedEpisode {
  media: EpisodeMediaRow & { keyId: string };
}

/**
 * The episode's package when it is playable; undefined when there is none, or when it still waits for
 * `npm run media:rekey` (made with its title's key before decision 0035).
 */
export async function findPackagedEpisode(db: AppDatabase, episodeId: number): Promise<PackagedEpisode | undefined> {
  const [media] = await db
    .select()
    .from(episodeMedia)
    .where(and(eq(episodeMedia.episodeId, episodeId), isNotNull(episodeMedia.keyId)));
  return media?.keyId ? { media: { ...media, keyId: media.keyId } } : undefined;
}

/** How long the episode's packaged video is, in seconds; undefined when it is not packaged. */
export async function findPackagedDuration(db: AppDatabase, episodeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ durationSeconds: episodeMedia.durationSeconds })
    .from(episodeMedia)
    .where(eq(episodeMedia.episodeId, episodeId));
  return row?.durationSeconds;
}
