import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import {
  getList,
  idsOf,
  insertListScope,
  insertScopedTitle,
  type ListScopeFixture,
  memberWhoHid,
} from '../../test/discovery-fixtures.ts';

const PATH = '/v1/free_titles';

describe('GET /v1/free_titles', () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  const ids = { twoFree: 0, oneFree: 0, freeTomorrow: 0, paidOnly: 0, mature: 0 };

  const list = (query: Record<string, string | number> = {}, options = {}) =>
    getList(api, PATH, { tag_id: scope.tagId, ...query }, options);

  const countsOf = async (query: Record<string, string | number> = {}, options = {}) =>
    (await list(query, options))
      .json()
      .contents.items.map((item: { id: number; free_episode_count: number }) => [item.id, item.free_episode_count]);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    ids.twoFree = await insertScopedTitle(db, scope, { designType: 0 });
    await insertEpisode(db, ids.twoFree, { number: 1, isFree: true, releasedAt: daysFromNow(-3) });
    await insertEpisode(db, ids.twoFree, { number: 2, isFree: true, releasedAt: daysFromNow(-1) });
    await insertEpisode(db, ids.twoFree, { number: 3, releasedAt: daysFromNow(-0.5) });
    ids.oneFree = await insertScopedTitle(db, scope, {}, { inGenre: true });
    await insertEpisode(db, ids.oneFree, { number: 1, isFree: true, releasedAt: daysFromNow(-2) });
    await insertEpisode(db, ids.oneFree, { number: 1, cut: 'premium', releasedAt: daysFromNow(-2) });
    ids.freeTomorrow = await insertScopedTitle(db, scope);
    await insertEpisode(db, ids.freeTomorrow, { number: 1, isFree: true, releasedAt: daysFromNow(1) });
    ids.paidOnly = await insertScopedTitle(db, scope);
    await insertEpisode(db, ids.paidOnly, { number: 1 });
    ids.mature = await insertScopedTitle(db, scope, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertEpisode(db, ids.mature, { number: 1, isFree: true });
  });
  afterAll(() => api.close());

  it('lists titles with free episodes, latest free episode first, with how many are free', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(await countsOf()).toEqual([
      [ids.twoFree, 2],
      [ids.oneFree, 1],
    ]);
  });

  it('answers without any parameter', async () => {
    const response = await api.app.inject({ method: 'GET', url: PATH, headers: { 'x-debug-time': TEST_NOW } });

    expect(response.statusCode).toBe(200);
    expect(response.json().contents.pagination).toMatchObject({ page: 1, per_page: 20 });
  });

  it('lists a free episode once X-Debug-Time reaches its release', async () => {
    expect(idsOf(await list({}, { now: daysFromNow(2) }))).toEqual([ids.freeTomorrow, ids.twoFree, ids.oneFree]);
  });

  it('applies the genre, design type and display group filters', async () => {
    expect(idsOf(await list({ genre_id: scope.genreId }))).toEqual([ids.oneFree]);
    expect(idsOf(await list({ design_type: 0 }))).toEqual([ids.twoFree]);
    expect(idsOf(await list({ display_group: 'mature_group' }))).toEqual([ids.mature]);
  });

  it("leaves out a signed-in member's hidden titles", async () => {
    const cookies = await memberWhoHid(api.database.db, [ids.twoFree]);

    expect(idsOf(await list({}, { cookies }))).toEqual([ids.oneFree]);
  });

  it('pages', async () => {
    const response = await list({ per_page: 1, page: 2 });

    expect(idsOf(response)).toEqual([ids.oneFree]);
    expect(response.json().contents.pagination).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 });
  });

  it.each([
    [{ per_page: 0 }, 'querystring.per_page'],
    [{ genre_id: 'abc' }, 'querystring.genre_id'],
  ])('answers 400 for %o', async (query, field) => {
    const response = await list(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field, reason: expect.any(String) }]);
  });
});
