/**
 * Activity written straight into a test database for the ranking and recommendation tests: genres of
 * their own (so the demo catalogue never mixes in), started playbacks and completed purchases.
 */
import {
  type AppDatabase,
  episodePurchases,
  episodeViews,
  genreGroups,
  genres,
  hiddenTitles,
  titleGenres,
} from '@hanabi/db';
import { insertEpisode, insertTitle, type TitleOverrides } from '../../test/catalogue-fixtures.ts';
import { insertMember } from '../../test/member-fixtures.ts';

let sequence = 0;
function unique(label: string): string {
  sequence += 1;
  return `${label}-${process.pid}-${sequence}`;
}

/** A genre of its own, in a group of its own placed at `groupPosition`. */
export async function insertGenre(db: AppDatabase, groupPosition = 100): Promise<{ id: number; name: string }> {
  const [group] = await db
    .insert(genreGroups)
    .values({ name: unique('テストグループ'), position: groupPosition })
    .returning({ id: genreGroups.id });
  if (!group) throw new Error('genre group fixture was not inserted');
  const name = unique('テストジャンル');
  const [genre] = await db
    .insert(genres)
    .values({ genreGroupId: group.id, name, nameKana: 'てすとじゃんる' })
    .returning({ id: genres.id });
  if (!genre) throw new Error('genre fixture was not inserted');
  return { id: genre.id, name };
}

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
    idempotencyKey: unique('test-purchase'),
    status: 'completed',
    pricePoints: 220,
    spentFestaPoints: 220,
    requestedAt: completedAt,
    completedAt,
  });
}

/** The member hides the title, as the hidden-titles call would. */
export async function hideTitle(db: AppDatabase, userId: number, titleId: number): Promise<void> {
  await db.insert(hiddenTitles).values({ userId, titleId });
}
