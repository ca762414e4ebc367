/** A title's key art and poster columns (decision 0045). Built on a transaction to work inside it. */
import type { TitleImageKind } from '@hanabi/contract';
import { type AppDatabase, type StoredImage, titles } from '@hanabi/db';
import { eq, sql } from 'drizzle-orm';

const COLUMNS = { key_art: 'keyArt', poster: 'poster' } as const;

export function createTitleImagesRepository(db: AppDatabase) {
  return {
    async exists(titleId: number): Promise<boolean> {
      const rows = await db.select({ id: titles.id }).from(titles).where(eq(titles.id, titleId));
      return rows.length > 0;
    },
    /** The title's picture of this kind, holding its row until the transaction ends; undefined when unknown. */
    async lockImage(titleId: number, kind: TitleImageKind): Promise<StoredImage | undefined> {
      const [row] = await db
        .select({ image: titles[COLUMNS[kind]] })
        .from(titles)
        .where(eq(titles.id, titleId))
        .for('update');
      return row?.image;
    },
    /** Whether any title's picture of this kind is a file of `folder`. */
    async namesImageSet(kind: TitleImageKind, folder: string): Promise<boolean> {
      const column = titles[COLUMNS[kind]];
      return (await db.$count(titles, sql`starts_with(${column}->>'path', ${`${folder}/`})`)) > 0;
    },
    async setImage(titleId: number, kind: TitleImageKind, image: StoredImage, at: Date): Promise<void> {
      await db
        .update(titles)
        .set({ [COLUMNS[kind]]: image, updatedAt: at })
        .where(eq(titles.id, titleId));
    },
  };
}
