import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { episodeForSale, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { buyerWith, newKey, purchase } from './purchase-test-support.ts';

describe('reading purchases and owned titles', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  function get(url: string, token: string | undefined, at = TEST_NOW) {
    return api.app.inject({
      method: 'GET',
      url,
      headers: { 'x-debug-time': at },
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  }

  it("GET /v1/episode/purchase/:id answers the buyer's purchase, and 404 to anyone else", async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const other = await buyerWith(db, 0);
    const bought = await purchase(api, buyer.token, {
      episode_id: await episodeForSale(db, 300),
      idempotency_key: newKey(),
    });
    const { id } = bought.json().contents;

    const own = await get(`/v1/episode/purchase/${id}`, buyer.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(bought.json());
    expect((await get(`/v1/episode/purchase/${id}`, other.token)).statusCode).toBe(404);
    expect((await get(`/v1/episode/purchase/${id}`, undefined)).statusCode).toBe(401);
    expect((await get('/v1/episode/purchase/0', buyer.token)).statusCode).toBe(400);
  });

  it('GET /v1/users/owned_titles lists titles with bought episodes, most recent purchase first, paged', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 5000);
    const older = await insertTitle(db, { name: '先に買った作品' });
    const newer = await insertTitle(db, { name: '後で買った作品' });
    const olderEpisodes = [
      await insertEpisode(db, older, { number: 1, pricePoints: 200, includedPlanIds: [] }),
      await insertEpisode(db, older, { number: 2, pricePoints: 200, includedPlanIds: [] }),
      await insertEpisode(db, older, { number: 3, pricePoints: 200, includedPlanIds: [] }),
    ];
    const newerEpisode = await insertEpisode(db, newer, { pricePoints: 200, includedPlanIds: [] });
    // A purchase runs on the API's clock, which is moved to `at`.
    const buyAt = (episodeId: number, at: string) => {
      api.setClock(at);
      return api.app.inject({
        method: 'POST',
        url: `/v1/episode/purchase?episode_id=${episodeId}&idempotency_key=${newKey()}`,
        headers: {
          origin: api.config.webOrigin,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
        },
        payload: '{}',
        cookies: { festa_auth: buyer.token },
      });
    };
    await buyAt(olderEpisodes[0] ?? 0, '2025-10-01T12:00:00+09:00');
    await buyAt(olderEpisodes[1] ?? 0, '2025-10-01T13:00:00+09:00');
    await buyAt(newerEpisode, '2025-10-01T14:00:00+09:00');

    const firstPage = await get('/v1/users/owned_titles?per_page=1', buyer.token, '2025-10-01T15:00:00+09:00');
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.json().contents).toMatchObject({
      items: [
        {
          title: { id: newer, name: '後で買った作品', episode_count: 1 },
          owned_episode_count: 1,
          last_purchased_at: '2025-10-01T14:00:00+09:00',
        },
      ],
      pagination: { page: 1, per_page: 1, total: 2, total_pages: 2 },
    });
    const secondPage = await get('/v1/users/owned_titles?per_page=1&page=2', buyer.token, '2025-10-01T15:00:00+09:00');
    expect(secondPage.json().contents.items).toMatchObject([
      {
        title: { id: older, name: '先に買った作品', episode_count: 3 },
        owned_episode_count: 2,
        last_purchased_at: '2025-10-01T13:00:00+09:00',
      },
    ]);
  });

  it('GET /v1/users/owned_titles: empty for a member who bought nothing, 401 for a guest, 400 for bad paging', async () => {
    const { db } = api.database;
    const member = await buyerWith(db, 0);
    expect((await get('/v1/users/owned_titles', member.token)).json().contents).toEqual({
      items: [],
      pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 },
    });
    expect((await get('/v1/users/owned_titles', undefined)).statusCode).toBe(401);
    expect((await get('/v1/users/owned_titles?per_page=500', member.token)).statusCode).toBe(400);
  });
});
