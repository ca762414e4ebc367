import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode } from '../../test/catalogue-fixtures.ts';
import {
  getList,
  idsOf,
  insertFeature,
  insertListScope,
  insertScopedTitle,
  type ListScopeFixture,
  memberWhoHid,
} from '../../test/discovery-fixtures.ts';

const PATH = '/v1/title/features';

interface FeatureItem {
  id: number;
  title_count: number;
  titles: Array<{ id: number; episode_count: number }>;
}

describe('GET /v1/title/features', () => {
  let api: TestApi;
  let scope: ListScopeFixture;
  const titles = { first: 0, second: 0, inGenre: 0, alone: 0, mature: 0 };
  const featureIds = { autumn: 0, second: 0, later: 0, ended: 0, mature: 0 };

  const list = (query: Record<string, string | number> = {}, options = {}) =>
    getList(api, PATH, { tag_id: scope.tagId, ...query }, options);

  /** [feature id, title count, title ids] of every feature listed. */
  const summaryOf = async (query: Record<string, string | number> = {}, options = {}) =>
    (await list(query, options))
      .json()
      .contents.items.map((feature: FeatureItem) => [
        feature.id,
        feature.title_count,
        feature.titles.map((title) => title.id),
      ]);

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    scope = await insertListScope(db);
    titles.first = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(-20) });
    titles.second = await insertScopedTitle(db, scope);
    await insertEpisode(db, titles.second, { number: 1 });
    titles.inGenre = await insertScopedTitle(db, scope, {}, { inGenre: true });
    titles.alone = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(-20) });
    titles.mature = await insertScopedTitle(db, scope, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    // Listed in the feature's order, not by id.
    featureIds.autumn = await insertFeature(db, [titles.second, titles.first, titles.inGenre], { position: 0 });
    featureIds.second = await insertFeature(db, [titles.alone], { position: 1, startsAt: daysFromNow(-2) });
    featureIds.later = await insertFeature(db, [titles.first], { position: 0, startsAt: daysFromNow(2) });
    featureIds.ended = await insertFeature(db, [titles.first], {
      startsAt: daysFromNow(-10),
      endsAt: daysFromNow(-1),
    });
    featureIds.mature = await insertFeature(db, [titles.mature]);
  });
  afterAll(() => api.close());

  it('lists running features by position, each with its titles in order and their count', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(await summaryOf()).toEqual([
      [featureIds.autumn, 3, [titles.second, titles.first, titles.inGenre]],
      [featureIds.second, 1, [titles.alone]],
    ]);
    const [autumn] = response.json().contents.items;
    expect(autumn).toMatchObject({
      name: expect.stringContaining('テスト特集'),
      description: 'テスト用の特集です。',
      starts_at: '2025-09-30T12:00:00+09:00',
      ends_at: '2025-10-31T12:00:00+09:00',
    });
    expect(autumn.titles[0].episode_count).toBe(1);
  });

  it('shows only the first titles_per_feature titles, and still counts them all', async () => {
    expect(await summaryOf({ titles_per_feature: 2 })).toEqual([
      [featureIds.autumn, 3, [titles.second, titles.first]],
      [featureIds.second, 1, [titles.alone]],
    ]);
  });

  it('follows the windows as X-Debug-Time moves', async () => {
    const later = await summaryOf({}, { now: daysFromNow(3) });
    expect(later.map(([id]: [number]) => id)).toEqual([featureIds.autumn, featureIds.later, featureIds.second]);
    const before = await summaryOf({}, { now: daysFromNow(-1.5) });
    expect(before.map(([id]: [number]) => id)).toEqual([featureIds.ended, featureIds.second]);
  });

  it('keeps only titles matching the filters, and features that still have one', async () => {
    expect(await summaryOf({ genre_id: scope.genreId })).toEqual([[featureIds.autumn, 1, [titles.inGenre]]]);
    expect(await summaryOf({ display_group: 'mature_group' })).toEqual([[featureIds.mature, 1, [titles.mature]]]);
  });

  it("leaves out a signed-in member's hidden titles", async () => {
    const cookies = await memberWhoHid(api.database.db, [titles.second, titles.alone]);

    expect(await summaryOf({}, { cookies })).toEqual([[featureIds.autumn, 2, [titles.first, titles.inGenre]]]);
  });

  it('pages', async () => {
    const response = await list({ per_page: 1, page: 2 });

    expect(idsOf(response)).toEqual([featureIds.second]);
    expect(response.json().contents.pagination).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 });
  });

  it.each([
    [{ titles_per_feature: 0 }, 'querystring.titles_per_feature'],
    [{ per_page: 0 }, 'querystring.per_page'],
    [{ genre_id: 'abc' }, 'querystring.genre_id'],
  ])('answers 400 for %o', async (query, field) => {
    const response = await list(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field, reason: expect.any(String) }]);
  });
});
