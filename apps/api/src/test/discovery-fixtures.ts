/**
 * Fixtures of the catalogue lists (decision 0019): a genre and a tag of a test's own, so that its
 * assertions see only its titles whatever the demo seed holds, editorial rows (features, exclusives), and a
 * member who hid titles. Times are relative to TEST_NOW.
 */
import {
  type AppDatabase,
  features,
  featureTitles,
  genreGroups,
  genres,
  hiddenTitles,
  tags,
  titleExclusives,
  titleGenres,
  titleTags,
} from '@hanabi/db';
import type { TestApi } from './build-test-api.ts';
import { daysFromNow, insertTitle, TEST_NOW, type TitleOverrides } from './catalogue-fixtures.ts';
import { insertMember, signIn } from './member-fixtures.ts';

let sequence = 0;
/** A name no other fixture of any test file has used (test files share one database per run). */
export function uniqueLabel(label: string): string {
  sequence += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${sequence}`;
}

/** A genre (in a group of its own) and a tag that only this test's titles carry. */
export interface ListScopeFixture {
  groupId: number;
  genreId: number;
  tagId: number;
}

export async function insertListScope(db: AppDatabase): Promise<ListScopeFixture> {
  const groupId = await insertGenreGroup(db);
  const genre = await insertGenreInto(db, groupId);
  const [tag] = await db
    .insert(tags)
    .values({ name: uniqueLabel('タグ') })
    .returning({ id: tags.id });
  if (!tag) throw new Error('tag fixture was not inserted');
  return { groupId, genreId: genre.id, tagId: tag.id };
}

/** A genre of its own, in a group of its own (placed at `groupPosition` when given). */
export async function insertGenre(db: AppDatabase, groupPosition?: number): Promise<{ id: number; name: string }> {
  return insertGenreInto(db, await insertGenreGroup(db, groupPosition));
}

async function insertGenreGroup(db: AppDatabase, position?: number): Promise<number> {
  const [group] = await db
    .insert(genreGroups)
    .values({ name: uniqueLabel('グループ'), position })
    .returning({ id: genreGroups.id });
  if (!group) throw new Error('genre group fixture was not inserted');
  return group.id;
}

async function insertGenreInto(db: AppDatabase, groupId: number): Promise<{ id: number; name: string }> {
  const name = uniqueLabel('ジャンル');
  const [genre] = await db
    .insert(genres)
    .values({ genreGroupId: groupId, name, nameKana: 'じゃんる' })
    .returning({ id: genres.id });
  if (!genre) throw new Error('genre fixture was not inserted');
  return { id: genre.id, name };
}

/** A title carrying the scope's tag, and its genre too when `inGenre`. */
export async function insertScopedTitle(
  db: AppDatabase,
  scope: ListScopeFixture,
  overrides: TitleOverrides = {},
  { inGenre = false } = {},
): Promise<number> {
  const titleId = await insertTitle(db, overrides);
  await db.insert(titleTags).values({ titleId, tagId: scope.tagId });
  if (inGenre) await db.insert(titleGenres).values({ titleId, genreId: scope.genreId });
  return titleId;
}

/** A feature of `titleIds` in that order, running from a day before TEST_NOW for a month unless said. */
export async function insertFeature(
  db: AppDatabase,
  titleIds: number[],
  overrides: Partial<typeof features.$inferInsert> = {},
): Promise<number> {
  const slug = overrides.slug ?? uniqueLabel('feature');
  const [row] = await db
    .insert(features)
    .values({
      slug,
      name: `テスト特集 ${slug}`,
      description: 'テスト用の特集です。',
      startsAt: daysFromNow(-1),
      endsAt: daysFromNow(30),
      ...overrides,
    })
    .returning({ id: features.id });
  if (!row) throw new Error('feature fixture was not inserted');
  if (titleIds.length > 0) {
    await db
      .insert(featureTitles)
      .values(titleIds.map((titleId, position) => ({ featureId: row.id, titleId, position })));
  }
  return row.id;
}

/** An exclusive window of the title, from a day before TEST_NOW for a month unless said. */
export async function insertExclusive(
  db: AppDatabase,
  titleId: number,
  overrides: Partial<typeof titleExclusives.$inferInsert> = {},
): Promise<void> {
  await db
    .insert(titleExclusives)
    .values({ titleId, kind: 'exclusive', startsAt: daysFromNow(-1), endsAt: daysFromNow(30), ...overrides });
}

/** The festa_auth cookie of a new member who hid `titleIds`. */
export async function memberWhoHid(db: AppDatabase, titleIds: number[]): Promise<{ festa_auth: string }> {
  const member = await insertMember(db);
  await hideTitles(db, member.id, titleIds);
  return { festa_auth: await signIn(db, member.id) };
}

/** The member hides the titles, as the hidden-titles call would. */
export async function hideTitles(db: AppDatabase, userId: number, titleIds: number[]): Promise<void> {
  await db.insert(hiddenTitles).values(titleIds.map((titleId) => ({ userId, titleId })));
}

export interface ListRequestOptions {
  /** X-Debug-Time; TEST_NOW unless said. */
  now?: string | Date;
  cookies?: Record<string, string>;
}

/** GET `path` with `query`, at `now`, as a guest or with the cookies. */
export function getList(
  api: TestApi,
  path: string,
  query: Record<string, string | number>,
  { now = TEST_NOW, cookies }: ListRequestOptions = {},
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return api.app.inject({
    method: 'GET',
    url: `${path}?${search}`,
    headers: { 'x-debug-time': typeof now === 'string' ? now : now.toISOString() },
    cookies,
  });
}

/** The ids of the items of a list answer, in order. */
export function idsOf(response: { json(): { contents: { items: Array<{ id: number }> } } }): number[] {
  return response.json().contents.items.map((item) => item.id);
}
