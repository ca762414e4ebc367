import { API_ERRORS } from '@hanabi/contract';
import { type AppDatabase, tags, titleTags } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPurchase, recordViews } from '../../test/activity-fixtures.ts';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';

describe('GET /v1/festa/recommended_titles', () => {
  let api: TestApi;
  let tagId: number;
  const ids = { busy: 0, bought: 0, quiet: 0, notSold: 0, soldLater: 0 };

  async function list(query = '') {
    return api.app.inject({
      method: 'GET',
      url: `/v1/festa/recommended_titles?tag_id=${tagId}&${query}`,
      headers: { 'x-debug-time': TEST_NOW },
    });
  }

  /** A tagged title whose episodes 1 and 2 cost `prices` (null: not sold on its own). */
  async function titleSelling(
    db: AppDatabase,
    prices: Array<number | null>,
    { releasedAt = daysFromNow(-1), nameKana = 'てすとさくひん' } = {},
  ) {
    const id = await insertTitle(db, { availableFrom: daysFromNow(-30), nameKana });
    await db.insert(titleTags).values({ titleId: id, tagId });
    const episodeIds = [];
    for (const [index, pricePoints] of prices.entries()) {
      episodeIds.push(await insertEpisode(db, id, { number: index + 1, pricePoints, releasedAt }));
    }
    return { id, episodeId: episodeIds[0] ?? 0 };
  }

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const [tag] = await db
      .insert(tags)
      .values({ name: `フェスタテスト-${process.pid}` })
      .returning({ id: tags.id });
    tagId = tag?.id ?? 0;
    const busy = await titleSelling(db, [null, 330]);
    const bought = await titleSelling(db, [220, 165]);
    const quiet = await titleSelling(db, [440], { nameKana: 'あさのさくひん' });
    const notSold = await titleSelling(db, [null]);
    const soldLater = await titleSelling(db, [300], { releasedAt: daysFromNow(1) });
    Object.assign(ids, {
      busy: busy.id,
      bought: bought.id,
      quiet: quiet.id,
      notSold: notSold.id,
      soldLater: soldLater.id,
    });
    await recordViews(db, busy, 5, daysFromNow(-2));
    // One view and a purchase: 1 + 3 = 4, below the busy title's 5.
    await recordViews(db, bought, 1, daysFromNow(-2));
    await recordPurchase(db, bought, daysFromNow(-2));
    await recordViews(db, notSold, 50, daysFromNow(-2));
  });
  afterAll(() => api.close());

  it('lists the titles with a released episode sold on its own, most viewed and bought first', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { items, pagination } = response.json().contents;
    expect(items.map((item: { id: number }) => item.id)).toEqual([ids.busy, ids.bought, ids.quiet]);
    expect(items.map((item: { lowest_price_points: number }) => item.lowest_price_points)).toEqual([330, 165, 440]);
    expect(pagination).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
  });

  it('takes another sort when asked, and pages', async () => {
    const first = (await list('sort=kana&per_page=2')).json().contents.items;
    const second = (await list('sort=kana&per_page=2&page=2')).json().contents.items;
    expect([...first, ...second].map((item: { id: number }) => item.id)).toEqual([ids.quiet, ids.busy, ids.bought]);
  });

  it('answers 400 in Japanese for a bad sort', async () => {
    const response = await list('sort=cheapest');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: API_ERRORS.badRequest.message,
      details: [{ field: 'querystring.sort', reason: expect.any(String) }],
    });
  });
});
