/** The four sorts of the catalogue's one vocabulary (decision 0019), on the plainest list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActiveTitle, recordPurchase, recordViews } from '../../test/activity-fixtures.ts';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode } from '../../test/catalogue-fixtures.ts';
import { getList, idsOf, insertListScope, insertScopedTitle } from '../../test/discovery-fixtures.ts';

describe('GET /v1/title/displayables?sort=', () => {
  let api: TestApi;
  let tagId: number;
  /** Read あ, か, さ; available for 30, 10 and 20 days; 3, 0 and 5 points of activity this week. */
  const titles: Record<'a' | 'ka' | 'sa', ActiveTitle> = {} as never;

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const scope = await insertListScope(db);
    tagId = scope.tagId;
    const insert = async (nameKana: string, availableSinceDays: number): Promise<ActiveTitle> => {
      const id = await insertScopedTitle(db, scope, { nameKana, availableFrom: daysFromNow(-availableSinceDays) });
      return { id, episodeId: await insertEpisode(db, id, { releasedAt: daysFromNow(-availableSinceDays) }) };
    };
    titles.a = await insert('あいうえお', 30);
    titles.ka = await insert('かきくけこ', 10);
    titles.sa = await insert('さしすせそ', 20);
    await recordPurchase(db, titles.a, daysFromNow(-1));
    await recordViews(db, titles.sa, 5, daysFromNow(-1));
    // Older than the 7 days `popular` counts: would put か first if it counted.
    await recordViews(db, titles.ka, 20, daysFromNow(-8));
  });

  afterAll(async () => {
    await api.close();
  });

  it.each([
    ['kana', ['a', 'ka', 'sa']],
    ['earliest_start_at', ['a', 'sa', 'ka']],
    ['newest', ['ka', 'sa', 'a']],
    ['popular', ['sa', 'a', 'ka']],
  ] as const)('sort=%s orders the titles as %j', async (sort, order) => {
    const response = await getList(api, '/v1/title/displayables', { tag_id: tagId, sort });
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual(order.map((key) => titles[key].id));
  });

  it('answers 400 for a sort outside the vocabulary', async () => {
    const response = await getList(api, '/v1/title/displayables', { tag_id: tagId, sort: 'random' });
    expect(response.statusCode).toBe(400);
  });
});
