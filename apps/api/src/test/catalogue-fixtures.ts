/**
 * Titles written straight into a test database, so each test knows exactly what it should see, whatever
 * else (the demo seed) the database holds. Times are relative to TEST_NOW.
 */
import {
  type AppDatabase,
  episodes,
  genreGroups,
  genres,
  type StoredImage,
  tags,
  titleCredits,
  titleGenres,
  titles,
  titleTags,
} from '@hanabi/db';

/** The instant tests ask about, sent as X-Debug-Time. */
export const TEST_NOW = '2025-10-01T12:00:00+09:00';
export const testNow = new Date(TEST_NOW);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `TEST_NOW` shifted by a number of days (may be fractional or negative). */
export function daysFromNow(days: number): Date {
  return new Date(testNow.getTime() + days * DAY);
}

let sequence = 0;
function unique(label: string): string {
  sequence += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${sequence}`;
}

function image(path: string, width = 1280, height = 720): StoredImage {
  return { path, width, height };
}

export type TitleOverrides = Partial<typeof titles.$inferInsert>;

export async function insertTitle(db: AppDatabase, overrides: TitleOverrides = {}): Promise<number> {
  const slug = overrides.slug ?? unique('fixture');
  const [row] = await db
    .insert(titles)
    .values({
      slug,
      name: `テスト作品 ${slug}`,
      nameKana: 'てすとさくひん',
      synopsis: 'テスト用のあらすじです。',
      productionCompany: 'テスト制作',
      copyright: '©2025 テスト製作委員会',
      productionYear: 2025,
      keyArt: image(`art/titles/${slug}/key-art.svg`),
      poster: image(`art/titles/${slug}/poster.svg`, 600, 900),
      availableFrom: daysFromNow(-1),
      ...overrides,
    })
    .returning({ id: titles.id });
  if (!row) throw new Error('title fixture was not inserted');
  return row.id;
}

export type EpisodeOverrides = Partial<typeof episodes.$inferInsert>;

export async function insertEpisode(
  db: AppDatabase,
  titleId: number,
  overrides: EpisodeOverrides = {},
): Promise<number> {
  const number = overrides.number ?? 1;
  const [row] = await db
    .insert(episodes)
    .values({
      titleId,
      number,
      prefixName: `第${number}話`,
      name: `エピソード${number}`,
      summary: 'テスト用のあらすじです。',
      secLength: 1440,
      thumbnail: image(`art/episodes/${titleId}-${number}.svg`, 640, 360),
      releasedAt: daysFromNow(-1),
      isFree: false,
      pricePoints: 220,
      includedPlanIds: [1, 2],
      ...overrides,
    })
    .returning({ id: episodes.id });
  if (!row) throw new Error('episode fixture was not inserted');
  return row.id;
}

/** A released episode of a new title, sold for `pricePoints` and in no plan unless said. */
export async function episodeForSale(db: AppDatabase, pricePoints = 300, includedPlanIds: number[] = []) {
  return insertEpisode(db, await insertTitle(db), { pricePoints, includedPlanIds });
}

/** Gives a title one genre and one tag of its own, a cast member and a staff member. */
export async function describeTitle(
  db: AppDatabase,
  titleId: number,
): Promise<{ genre: string; tag: string; character: string; actor: string; role: string; staff: string }> {
  const genre = unique('ジャンル');
  const tag = unique('タグ');
  const [group] = await db
    .insert(genreGroups)
    .values({ name: unique('グループ') })
    .returning({ id: genreGroups.id });
  if (!group) throw new Error('genre group fixture was not inserted');
  const [genreRow] = await db
    .insert(genres)
    .values({ genreGroupId: group.id, name: genre, nameKana: 'じゃんる' })
    .returning({ id: genres.id });
  const [tagRow] = await db.insert(tags).values({ name: tag }).returning({ id: tags.id });
  if (!genreRow || !tagRow) throw new Error('genre or tag fixture was not inserted');
  await db.insert(titleGenres).values({ titleId, genreId: genreRow.id });
  await db.insert(titleTags).values({ titleId, tagId: tagRow.id });
  const credits = { character: '星野ひかり', actor: '春野さくら', role: '監督', staff: '山田太郎' };
  await db.insert(titleCredits).values([
    { titleId, kind: 'staff', role: credits.role, personName: credits.staff, position: 1 },
    { titleId, kind: 'cast', role: credits.character, personName: credits.actor, position: 1 },
  ]);
  return { genre, tag, ...credits };
}
