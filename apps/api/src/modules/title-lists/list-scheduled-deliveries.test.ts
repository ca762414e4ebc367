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

const PATH = '/v1/title/scheduled_deliveries';

describe('GET /v1/title/scheduled_deliveries', () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  const ids = { airing: 0, startsSoon: 0, startsLater: 0, endsFirst: 0, mature: 0 };
  let nextEpisodeId = 0;

  const list = (query: Record<string, string | number> = {}, options = {}) =>
    getList(api, PATH, { tag_id: scope.tagId, ...query }, options);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    ids.airing = await insertScopedTitle(db, scope);
    await insertEpisode(db, ids.airing, { number: 1 });
    await insertEpisode(db, ids.airing, { number: 2, cut: 'premium', releasedAt: daysFromNow(1) });
    nextEpisodeId = await insertEpisode(db, ids.airing, { number: 2, releasedAt: daysFromNow(1) });
    ids.startsSoon = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(2) }, { inGenre: true });
    ids.startsLater = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(10), designType: 0 });
    // Its next episode would come after the title has left: nothing to look forward to.
    ids.endsFirst = await insertScopedTitle(db, scope, { availableUntil: daysFromNow(3) });
    await insertEpisode(db, ids.endsFirst, { number: 1, releasedAt: daysFromNow(5) });
    ids.mature = await insertScopedTitle(db, scope, {
      displayGroup: 'mature_group',
      isAgeRestrictionR18: true,
      availableFrom: daysFromNow(3),
    });
  });
  afterAll(() => api.close());

  it('lists next episodes and titles to come, soonest first', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.airing, ids.startsSoon, ids.startsLater]);
    const [airing, startsSoon] = response.json().contents.items;
    expect(airing).toMatchObject({
      delivery_at: '2025-10-02T12:00:00+09:00',
      next_episode: { id: nextEpisodeId, number: 2, prefix_name: '第2話', released_at: '2025-10-02T12:00:00+09:00' },
    });
    expect(startsSoon).toMatchObject({ delivery_at: '2025-10-03T12:00:00+09:00', next_episode: null });
  });

  it('drops what has happened once X-Debug-Time moves on', async () => {
    expect(idsOf(await list({}, { now: daysFromNow(1.5) }))).toEqual([ids.startsSoon, ids.startsLater]);
    expect(idsOf(await list({}, { now: daysFromNow(5) }))).toEqual([ids.startsLater]);
  });

  it('applies the genre, design type and display group filters', async () => {
    expect(idsOf(await list({ genre_id: scope.genreId }))).toEqual([ids.startsSoon]);
    expect(idsOf(await list({ design_type: 0 }))).toEqual([ids.startsLater]);
    expect(idsOf(await list({ display_group: 'mature_group' }))).toEqual([ids.mature]);
  });

  it("leaves out a signed-in member's hidden titles", async () => {
    const cookies = await memberWhoHid(api.database.db, [ids.airing]);

    expect(idsOf(await list({}, { cookies }))).toEqual([ids.startsSoon, ids.startsLater]);
  });

  it('pages', async () => {
    const response = await list({ per_page: 2, page: 2 });

    expect(idsOf(response)).toEqual([ids.startsLater]);
    expect(response.json().contents.pagination).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
  });

  it.each([
    [{ per_page: 0 }, 'querystring.per_page'],
    [{ tag_id: 'abc' }, 'querystring.tag_id'],
    [{ design_type: 5 }, 'querystring.design_type'],
  ])('answers 400 for %o', async (query, field) => {
    const response = await list(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field, reason: expect.any(String) }]);
  });
});
