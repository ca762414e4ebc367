import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode } from '../../test/catalogue-fixtures.ts';
import {
  getList,
  idsOf,
  insertListScope,
  insertScopedTitle,
  type ListScopeFixture,
  memberWhoHid,
} from '../../test/discovery-fixtures.ts';

const PATH = '/v1/title/est_deliveries';

describe('GET /v1/title/est_deliveries', () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  const ids = { series: 0, newlyPriced: 0, planOnly: 0, mature: 0 };

  const list = (query: Record<string, string | number> = {}, options = {}) =>
    getList(api, PATH, { tag_id: scope.tagId, ...query }, options);

  const pricesOf = async (query: Record<string, string | number> = {}, options = {}) =>
    (await list(query, options))
      .json()
      .contents.items.map((item: { id: number; lowest_price_points: number }) => [item.id, item.lowest_price_points]);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    ids.series = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(-10), designType: 0 });
    await insertEpisode(db, ids.series, { number: 1, pricePoints: 300, releasedAt: daysFromNow(-3) });
    await insertEpisode(db, ids.series, { number: 2, pricePoints: 150, releasedAt: daysFromNow(-2) });
    await insertEpisode(db, ids.series, { number: 3, pricePoints: 100, releasedAt: daysFromNow(1) });
    ids.newlyPriced = await insertScopedTitle(db, scope, {}, { inGenre: true });
    await insertEpisode(db, ids.newlyPriced, { number: 1, pricePoints: 500, releasedAt: daysFromNow(-0.5) });
    ids.planOnly = await insertScopedTitle(db, scope);
    await insertEpisode(db, ids.planOnly, { number: 1, pricePoints: null, includedPlanIds: [1, 2] });
    ids.mature = await insertScopedTitle(db, scope, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertEpisode(db, ids.mature, { number: 1, pricePoints: 400 });
  });
  afterAll(() => api.close());

  it('lists titles with episodes sold on their own, newest priced release first, with the lowest price', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(await pricesOf()).toEqual([
      [ids.newlyPriced, 500],
      [ids.series, 150],
    ]);
  });

  it('counts an episode once X-Debug-Time reaches its release', async () => {
    expect(await pricesOf({}, { now: daysFromNow(2) })).toEqual([
      [ids.series, 100],
      [ids.newlyPriced, 500],
    ]);
  });

  it('follows `sort` when one is asked for', async () => {
    expect(idsOf(await list({ sort: 'earliest_start_at' }))).toEqual([ids.series, ids.newlyPriced]);
  });

  it('applies the genre, design type and display group filters', async () => {
    expect(idsOf(await list({ genre_id: scope.genreId }))).toEqual([ids.newlyPriced]);
    expect(idsOf(await list({ design_type: 0 }))).toEqual([ids.series]);
    expect(idsOf(await list({ display_group: 'mature_group' }))).toEqual([ids.mature]);
  });

  it("leaves out a signed-in member's hidden titles", async () => {
    const cookies = await memberWhoHid(api.database.db, [ids.newlyPriced]);

    expect(idsOf(await list({}, { cookies }))).toEqual([ids.series]);
  });

  it('pages', async () => {
    const response = await list({ per_page: 1, page: 2 });

    expect(idsOf(response)).toEqual([ids.series]);
    expect(response.json().contents.pagination).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 });
  });

  it.each([
    [{ per_page: 101 }, 'querystring.per_page'],
    [{ genre_id: 'abc' }, 'querystring.genre_id'],
  ])('answers 400 for %o', async (query, field) => {
    const response = await list(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field, reason: expect.any(String) }]);
  });
});
