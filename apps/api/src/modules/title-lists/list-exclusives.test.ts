import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow } from '../../test/catalogue-fixtures.ts';
import {
  getList,
  idsOf,
  insertExclusive,
  insertListScope,
  insertScopedTitle,
  type ListScopeFixture,
  memberWhoHid,
} from '../../test/discovery-fixtures.ts';

const PATH = '/v1/title/exclusives';

describe('GET /v1/title/exclusives', () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  const ids = { exclusive: 0, early: 0, comingWindow: 0, pastWindow: 0, notYetAvailable: 0, mature: 0 };

  const list = (query: Record<string, string | number> = {}, options = {}) =>
    getList(api, PATH, { tag_id: scope.tagId, ...query }, options);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    ids.exclusive = await insertScopedTitle(db, scope, {}, { inGenre: true });
    await insertExclusive(db, ids.exclusive, { kind: 'exclusive', startsAt: daysFromNow(-1) });
    ids.early = await insertScopedTitle(db, scope, { designType: 0, availableFrom: daysFromNow(-10) });
    await insertExclusive(db, ids.early, { kind: 'early', startsAt: daysFromNow(-5) });
    ids.comingWindow = await insertScopedTitle(db, scope);
    await insertExclusive(db, ids.comingWindow, { startsAt: daysFromNow(2), endsAt: daysFromNow(10) });
    ids.pastWindow = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(-20) });
    await insertExclusive(db, ids.pastWindow, { startsAt: daysFromNow(-10), endsAt: daysFromNow(-1) });
    ids.notYetAvailable = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(1) });
    await insertExclusive(db, ids.notYetAvailable, { startsAt: daysFromNow(-1) });
    ids.mature = await insertScopedTitle(db, scope, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertExclusive(db, ids.mature);
  });
  afterAll(() => api.close());

  it('lists available titles whose exclusive window is running, latest start first, with the window', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.exclusive, ids.early]);
    expect(response.json().contents.items[1].exclusive).toEqual({
      kind: 'early',
      starts_at: '2025-09-26T12:00:00+09:00',
      ends_at: '2025-10-31T12:00:00+09:00',
    });
  });

  it('follows the windows as X-Debug-Time moves', async () => {
    expect(idsOf(await list({}, { now: daysFromNow(3) }))).toEqual([
      ids.comingWindow,
      ids.exclusive,
      ids.notYetAvailable,
      ids.early,
    ]);
    expect(idsOf(await list({}, { now: daysFromNow(-3) }))).toEqual([ids.early, ids.pastWindow]);
  });

  it('applies the genre, design type and display group filters', async () => {
    expect(idsOf(await list({ genre_id: scope.genreId }))).toEqual([ids.exclusive]);
    expect(idsOf(await list({ design_type: 0 }))).toEqual([ids.early]);
    expect(idsOf(await list({ display_group: 'mature_group' }))).toEqual([ids.mature]);
  });

  it("leaves out a signed-in member's hidden titles", async () => {
    const cookies = await memberWhoHid(api.database.db, [ids.exclusive]);

    expect(idsOf(await list({}, { cookies }))).toEqual([ids.early]);
  });

  it('pages', async () => {
    const response = await list({ per_page: 1, page: 2 });

    expect(idsOf(response)).toEqual([ids.early]);
    expect(response.json().contents.pagination).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 });
  });

  it.each([
    [{ page: 0 }, 'querystring.page'],
    [{ display_group: 'adult_group' }, 'querystring.display_group'],
  ])('answers 400 for %o', async (query, field) => {
    const response = await list(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field, reason: expect.any(String) }]);
  });
});
