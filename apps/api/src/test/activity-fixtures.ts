/**
 * Activity written straight into a test database for the ranking and recommendation tests: titles in
 * genres of their own (discovery-fixtures insertGenre, so the demo catalogue never mixes in), started
 * playbacks and completed purchases.
 */
import { type AppDatabase, episodePurchases, episodeViews, titleGenres } from '@hanabi/db';
import { insertEpisode, insertTitle, type TitleOverrides } from './catalogue-fixtures.ts';
import { uniqueLabel } from './discovery-fixtures.ts';
import { insertMember } from './member-fixtures.ts';

export interface ActiveTitle {
  id: number;
  /** Its first episode, released a day before TEST_NOW: what the views and purchases are of. */
  episodeId: number;
}

/** A title in the given genres with one released episode. */
export async function insertTitleIn(
  db: AppDatabase,
  genreIds: number[],
  overrides: TitleOverrides = {},
): Promise<ActiveTitle> {
  const id = await insertTitle(db, { availableFrom: new Date('2025-01-01T00:00:00+09:00'), ...overrides });
  if (genreIds.length > 0) await db.insert(titleGenres).values(genreIds.map((genreId) => ({ titleId: id, genreId })));
  const episodeId = await insertEpisode(db, id, { releasedAt: new Date('2025-01-01T00:00:00+09:00') });
  return { id, episodeId };
}

/** `count` started playbacks of the title's episode, by guests, at `viewedAt`. */
export async function recordViews(db: AppDatabase, title: ActiveTitle, count: number, viewedAt: Date): Promise<void> {
  const rows = Array.from({ length: count }, () => ({ episodeId: title.episodeId, titleId: title.id, viewedAt }));
  await db.insert(episodeViews).values(rows);
}

/** A completed purchase of the title's episode by a new member, at `completedAt`. */
export async function recordPurchase(db: AppDatabase, title: ActiveTitle, completedAt: Date): Promise<void> {
  const buyer = await insertMember(db);
  await db.insert(episodePurchases).values({
    userId: buyer.id,
    episodeId: title.episodeId,
    idempotencyKey: uniqueLabel('test-purchase'),
    status: 'completed',
    pricePoints: 220,
    spentFestaPoints: 220,
    requestedAt: completedAt,
    completedAt,
  });
}
