import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow } from '../../test/catalogue-fixtures.ts';
import {
  getList,
  idsOf,
  insertListScope,
  insertScopedTitle,
  type ListScopeFixture,
  memberWhoHid,
} from '../../test/discovery-fixtures.ts';

const PATH = '/v1/title/scheduled_end_deliveries';

describe('GET /v1/title/scheduled_end_deliveries', () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  const ids = { endsTomorrow: 0, endsInTwoWeeks: 0, endsInSixtyDays: 0, ended: 0, openEnded: 0, mature: 0 };

  const list = (query: Record<string, string | number> = {}, options = {}) =>
    getList(api, PATH, { tag_id: scope.tagId, ...query }, options);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    ids.endsInTwoWeeks = await insertScopedTitle(db, scope, { availableUntil: daysFromNow(14), designType: 0 });
    ids.endsTomorrow = await insertScopedTitle(db, scope, { availableUntil: daysFromNow(1) }, { inGenre: true });
    ids.endsInSixtyDays = await insertScopedTitle(db, scope, { availableUntil: daysFromNow(60) });
    ids.ended = await insertScopedTitle(db, scope, {
      availableFrom: daysFromNow(-10),
      availableUntil: daysFromNow(-1),
    });
    ids.openEnded = await insertScopedTitle(db, scope);
    ids.mature = await insertScopedTitle(db, scope, {
      displayGroup: 'mature_group',
      isAgeRestrictionR18: true,
      availableUntil: daysFromNow(2),
    });
  });
  afterAll(() => api.close());

  it('lists titles ending within 30 days, soonest first, with their end', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.endsTomorrow, ids.endsInTwoWeeks]);
    expect(response.json().contents.items[0].available_until).toBe('2025-10-02T12:00:00+09:00');
  });

  it('widens to within_days', async () => {
    expect(idsOf(await list({ within_days: 90 }))).toEqual([ids.endsTomorrow, ids.endsInTwoWeeks, ids.endsInSixtyDays]);
    expect(idsOf(await list({ within_days: 1 }))).toEqual([ids.endsTomorrow]);
  });

  it('counts the window from X-Debug-Time', async () => {
    expect(idsOf(await list({}, { now: daysFromNow(35) }))).toEqual([ids.endsInSixtyDays]);
  });

  it('applies the genre, design type and display group filters', async () => {
    expect(idsOf(await list({ genre_id: scope.genreId }))).toEqual([ids.endsTomorrow]);
    expect(idsOf(await list({ design_type: 0 }))).toEqual([ids.endsInTwoWeeks]);
    expect(idsOf(await list({ display_group: 'mature_group' }))).toEqual([ids.mature]);
  });

  it("leaves out a signed-in member's hidden titles", async () => {
    const cookies = await memberWhoHid(api.database.db, [ids.endsTomorrow]);

    expect(idsOf(await list({}, { cookies }))).toEqual([ids.endsInTwoWeeks]);
  });

  it('pages', async () => {
    const response = await list({ per_page: 1, page: 2 });

    expect(idsOf(response)).toEqual([ids.endsInTwoWeeks]);
    expect(response.json().contents.pagination).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 });
  });

  it.each([
    [{ within_days: 1000 }, 'querystring.within_days'],
    [{ within_days: 0 }, 'querystring.within_days'],
    [{ per_page: 0 }, 'querystring.per_page'],
  ])('answers 400 for %o', async (query, field) => {
    const response = await list(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field, reason: expect.any(String) }]);
  });
});
