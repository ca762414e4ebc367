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

const PATH = '/v1/title/newly_updates';

describe('GET /v1/title/newly_updates', () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  const ids = { recent: 0, older: 0, tomorrow: 0, mature: 0, noEpisode: 0 };
  let recentEpisodeId = 0;

  const list = (query: Record<string, string | number> = {}, options = {}) =>
    getList(api, PATH, { tag_id: scope.tagId, ...query }, options);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    ids.recent = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(-10) }, { inGenre: true });
    await insertEpisode(db, ids.recent, { number: 1, releasedAt: daysFromNow(-3) });
    recentEpisodeId = await insertEpisode(db, ids.recent, { number: 2, releasedAt: daysFromNow(-0.1) });
    await insertEpisode(db, ids.recent, { number: 3, releasedAt: daysFromNow(5) });
    ids.older = await insertScopedTitle(db, scope, { designType: 0 });
    await insertEpisode(db, ids.older, { number: 1, releasedAt: daysFromNow(-2) });
    ids.tomorrow = await insertScopedTitle(db, scope);
    await insertEpisode(db, ids.tomorrow, { number: 1, releasedAt: daysFromNow(1) });
    ids.mature = await insertScopedTitle(db, scope, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertEpisode(db, ids.mature, { number: 1, releasedAt: daysFromNow(-0.5) });
    ids.noEpisode = await insertScopedTitle(db, scope);
  });
  afterAll(() => api.close());

  it('lists titles by their latest released episode, newest first, with that episode', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.recent, ids.older]);
    const [first] = response.json().contents.items;
    expect(first.latest_episode).toEqual({
      id: recentEpisodeId,
      number: 2,
      prefix_name: '第2話',
      name: 'エピソード2',
      released_at: '2025-10-01T09:36:00+09:00',
    });
    expect(first.episode_count).toBe(2);
  });

  it('moves a title up once X-Debug-Time passes its next release', async () => {
    const response = await list({}, { now: daysFromNow(2) });

    expect(idsOf(response)).toEqual([ids.tomorrow, ids.recent, ids.older]);
  });

  it('applies the genre, design type and display group filters', async () => {
    expect(idsOf(await list({ genre_id: scope.genreId }))).toEqual([ids.recent]);
    expect(idsOf(await list({ design_type: 0 }))).toEqual([ids.older]);
    expect(idsOf(await list({ display_group: 'mature_group' }))).toEqual([ids.mature]);
  });

  it("leaves out a signed-in member's hidden titles", async () => {
    const cookies = await memberWhoHid(api.database.db, [ids.recent]);

    const response = await list({}, { cookies });

    expect(idsOf(response)).toEqual([ids.older]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('pages', async () => {
    const response = await list({ per_page: 1, page: 2 });

    expect(idsOf(response)).toEqual([ids.older]);
    expect(response.json().contents.pagination).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 });
  });

  it.each([
    [{ per_page: 0 }, 'querystring.per_page'],
    [{ genre_id: 'abc' }, 'querystring.genre_id'],
    [{ sort: 'random' }, 'querystring.sort'],
  ])('answers 400 for %o', async (query, field) => {
    const response = await list(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field, reason: expect.any(String) }]);
  });
});
