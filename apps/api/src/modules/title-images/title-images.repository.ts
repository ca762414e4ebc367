/**
 * The columns an uploaded picture goes into: a title's key art and poster (decision 0045), an episode's
 * thumbnail (decision 0049). Built on a transaction to work inside it.
 */
import type { CatalogueImageKind } from '@hanabi/contract';
import { type AppDatabase, episodes, type StoredImage, titles } from '@hanabi/db';
import { eq, sql } from 'drizzle-orm';

/** Where each kind of picture lives: its row's table and column. */
const PLACES = {
  key_art: { table: titles, column: titles.keyArt, id: titles.id },
  poster: { table: titles, column: titles.poster, id: titles.id },
  thumbnail: { table: episodes, column: episodes.thumbnail, id: episodes.id },
} as const;

const COLUMN_KEYS = { key_art: 'keyArt', poster: 'poster', thumbnail: 'thumbnail' } as const;

export function createTitleImagesRepository(db: AppDatabase, kind: CatalogueImageKind) {
  const { table, column, id } = PLACES[kind];
  return {
    async exists(rowId: number): Promise<boolean> {
      const rows = await db.select({ id }).from(table).where(eq(id, rowId));
      return rows.length > 0;
    },
    /** The row's picture of this kind, holding its row until the transaction ends; undefined when unknown. */
    async lockImage(rowId: number): Promise<StoredImage | undefined> {
      const [row] = await db.select({ image: column }).from(table).where(eq(id, rowId)).for('update');
      return row?.image;
    },
    /** Whether any row's picture of this kind is a file of `folder`. */
    async namesImageSet(folder: string): Promise<boolean> {
      return (await db.$count(table, sql`starts_with(${column}->>'path', ${`${folder}/`})`)) > 0;
    },
    async setImage(rowId: number, image: StoredImage, at: Date): Promise<void> {
      await db
        .update(table)
        .set({ [COLUMN_KEYS[kind]]: image, updatedAt: at })
        .where(eq(id, rowId));
    },
  };
}
