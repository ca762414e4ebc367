import { genres, titleGenres } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertListScope, type ListScopeFixture } from '../../test/discovery-fixtures.ts';

interface GroupItem {
  id: number;
  name: string;
  genres: Array<{ id: number; name: string; name_kana: string; title_count: number }>;
}

describe('GET /v1/genre_groups', () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  let firstGenreId = 0;

  async function ourGroup(now: string | Date = TEST_NOW): Promise<GroupItem | undefined> {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/genre_groups',
      headers: { 'x-debug-time': typeof now === 'string' ? now : now.toISOString() },
    });
    expect(response.statusCode).toBe(200);
    return response.json().contents.items.find((group: GroupItem) => group.id === scope.groupId);
  }

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    await db.update(genres).set({ position: 1 }).where(eq(genres.id, scope.genreId));
    const [first] = await db
      .insert(genres)
      .values({
        genreGroupId: scope.groupId,
        name: `最初のジャンル ${scope.genreId}`,
        nameKana: 'さいしょ',
        position: 0,
      })
      .returning({ id: genres.id });
    firstGenreId = first?.id ?? 0;
    const titleIds = [
      await insertTitle(db),
      await insertTitle(db),
      await insertTitle(db, { availableFrom: daysFromNow(1) }),
      await insertTitle(db, { displayGroup: 'mature_group', isAgeRestrictionR18: true }),
    ];
    await db.insert(titleGenres).values(titleIds.map((titleId) => ({ titleId, genreId: scope.genreId })));
  });
  afterAll(() => api.close());

  it('lists a group’s genres in display order, counting the general titles available now', async () => {
    const group = await ourGroup();

    expect(group?.genres.map((genre) => [genre.id, genre.title_count])).toEqual([
      [firstGenreId, 0],
      [scope.genreId, 2],
    ]);
    expect(group?.genres[0]).toMatchObject({ name_kana: 'さいしょ' });
  });

  it('counts a title once X-Debug-Time reaches its availability', async () => {
    const group = await ourGroup(daysFromNow(2));

    expect(group?.genres.find((genre) => genre.id === scope.genreId)?.title_count).toBe(3);
  });

  it('lists the demo catalogue’s groups, each with genres', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/v1/genre_groups' });
    const groups: GroupItem[] = response.json().contents.items;

    expect(groups.length).toBeGreaterThan(1);
    expect(groups.filter((group) => group.id !== scope.groupId).every((group) => group.genres.length > 0)).toBe(true);
  });
});
