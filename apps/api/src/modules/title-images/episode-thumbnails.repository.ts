/** An episode's thumbnail column (decision 0049). Built on a transaction to work inside it. */
import { type AppDatabase, episodes, type StoredImage } from '@hanabi/db';
import { eq, sql } from 'drizzle-orm';

export function createEpisodeThumbnailsRepository(db: AppDatabase) {
  return {
    async exists(episodeId: number): Promise<boolean> {
      const rows = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, episodeId));
      return rows.length > 0;
    },
    /** The episode's thumbnail, holding its row until the transaction ends; undefined when unknown. */
    async lockThumbnail(episodeId: number): Promise<StoredImage | undefined> {
      const [row] = await db
        .select({ thumbnail: episodes.thumbnail })
        .from(episodes)
        .where(eq(episodes.id, episodeId))
        .for('update');
      return row?.thumbnail;
    },
    /** Whether any episode's thumbnail is a file of `folder`. */
    async namesImageSet(folder: string): Promise<boolean> {
      return (await db.$count(episodes, sql`starts_with(${episodes.thumbnail}->>'path', ${`${folder}/`})`)) > 0;
    },
    async setThumbnail(episodeId: number, thumbnail: StoredImage, at: Date): Promise<void> {
      await db.update(episodes).set({ thumbnail, updatedAt: at }).where(eq(episodes.id, episodeId));
    },
  };
}
