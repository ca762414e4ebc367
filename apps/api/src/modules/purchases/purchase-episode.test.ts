import { API_ERRORS } from '@hanabi/contract';
import { episodes } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, episodeForSale, insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { giftPoints, insertSubscription } from '../../test/member-fixtures.ts';
import { balanceOf, buyerWith, entitlementsOf, newKey, purchase, purchaseDebits } from './purchase-test-support.ts';
import { KEY_REUSED_MESSAGE, NOT_SOLD_ALONE_MESSAGE } from './purchases.service.ts';

describe('POST /v1/episode/purchase', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  it('buys an episode at the catalogue price: points spent once, the episode owned, the purchase completed', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const episodeId = await episodeForSale(db, 300);

    // A price in the request is not the catalogue's: it is ignored.
    const response = await purchase(api, buyer.token, {
      episode_id: episodeId,
      idempotency_key: newKey(),
      price_points: 1,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const contents = response.json().contents;
    expect(contents).toMatchObject({
      status: 'completed',
      failure_reason: null,
      episode: { id: episodeId, prefix_name: '第1話', name: 'エピソード1' },
      price_points: 300,
      spent_gift_points: 0,
      spent_festa_points: 300,
      requested_at: '2025-10-01T12:00:00+09:00',
      completed_at: '2025-10-01T12:00:00+09:00',
    });
    expect(contents.episode.title_name).toMatch(/^テスト作品/);
    expect(await balanceOf(db, buyer.id)).toEqual({ festa: 700, gift: 0, total: 700 });
    expect(await entitlementsOf(db, buyer.id)).toEqual([episodeId]);
    const status = await api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      cookies: { festa_auth: buyer.token },
      headers: { 'x-debug-time': '2025-10-01T12:00:00+09:00' },
    });
    expect(status.json().contents).toMatchObject({ has_owned_titles: true, current_festa_points: 700 });
  });

  it('spends gift points first, the soonest-expiring first, then festa points', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 500);
    await giftPoints(db, buyer.id, 100, daysFromNow(60));
    await giftPoints(db, buyer.id, 150, daysFromNow(5));

    const response = await purchase(api, buyer.token, {
      episode_id: await episodeForSale(db, 300),
      idempotency_key: newKey(),
    });

    expect(response.json().contents).toMatchObject({ spent_gift_points: 250, spent_festa_points: 50 });
    expect(await balanceOf(db, buyer.id)).toEqual({ festa: 450, gift: 0, total: 450 });
  });

  it('answers a replayed key with the same purchase and never debits twice', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const query = { episode_id: await episodeForSale(db, 300), idempotency_key: newKey() };

    const first = await purchase(api, buyer.token, query);
    const again = await purchase(api, buyer.token, query);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await purchaseDebits(db, buyer.id)).toBe(1);
    expect(await balanceOf(db, buyer.id)).toMatchObject({ festa: 700 });
  });

  it('answers a replayed key with its purchase even after the episode stopped being sold', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const query = { episode_id: await episodeForSale(db, 300), idempotency_key: newKey() };
    const first = await purchase(api, buyer.token, query);
    await db
      .update(episodes)
      .set({ pricePoints: null, includedPlanIds: [2] })
      .where(eq(episodes.id, query.episode_id));

    const again = await purchase(api, buyer.token, query);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await purchase(api, buyer.token, { ...query, idempotency_key: newKey() })).statusCode).toBe(422);
  });

  it('refuses a key already used for another episode (422) and spends nothing more', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const key = newKey();
    await purchase(api, buyer.token, { episode_id: await episodeForSale(db, 300), idempotency_key: key });

    const other = await purchase(api, buyer.token, { episode_id: await episodeForSale(db, 300), idempotency_key: key });

    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: API_ERRORS.unprocessable.code, message: KEY_REUSED_MESSAGE });
    expect(await purchaseDebits(db, buyer.id)).toBe(1);
  });

  it('does not debit an episode the member already owns, even with a new key', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const episodeId = await episodeForSale(db, 300);
    await purchase(api, buyer.token, { episode_id: episodeId, idempotency_key: newKey() });

    const second = await purchase(api, buyer.token, { episode_id: episodeId, idempotency_key: newKey() });

    expect(second.statusCode).toBe(200);
    expect(second.json().contents).toMatchObject({
      status: 'failed',
      failure_reason: 'already_owned',
      spent_gift_points: 0,
      spent_festa_points: 0,
      completed_at: null,
    });
    expect(await purchaseDebits(db, buyer.id)).toBe(1);
    expect(await balanceOf(db, buyer.id)).toMatchObject({ festa: 700 });
  });

  it('records a failed purchase and spends nothing when the points fall short', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 100);
    await giftPoints(db, buyer.id, 100, daysFromNow(30));
    const episodeId = await episodeForSale(db, 300);

    const response = await purchase(api, buyer.token, { episode_id: episodeId, idempotency_key: newKey() });

    expect(response.json().contents).toMatchObject({ status: 'failed', failure_reason: 'insufficient_points' });
    expect(await balanceOf(db, buyer.id)).toEqual({ festa: 100, gift: 100, total: 200 });
    expect(await entitlementsOf(db, buyer.id)).toEqual([]);
  });

  it("charges nothing for an episode in the member's plan", async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    await insertSubscription(db, buyer.id, { planId: 2 });

    const response = await purchase(api, buyer.token, {
      episode_id: await episodeForSale(db, 300, [2]),
      idempotency_key: newKey(),
    });

    expect(response.json().contents).toMatchObject({ status: 'failed', failure_reason: 'included_in_plan' });
    expect(await purchaseDebits(db, buyer.id)).toBe(0);
  });

  it('refuses an episode not sold on its own (422) and an unknown or unreleased one (404)', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const planOnly = await insertEpisode(db, await insertTitle(db), { pricePoints: null, includedPlanIds: [1] });
    const unreleased = await insertEpisode(db, await insertTitle(db), { releasedAt: daysFromNow(3) });

    const notSold = await purchase(api, buyer.token, { episode_id: planOnly, idempotency_key: newKey() });
    expect(notSold.statusCode).toBe(422);
    expect(notSold.json().message).toBe(NOT_SOLD_ALONE_MESSAGE);
    for (const episodeId of [unreleased, 2_000_000_000]) {
      const response = await purchase(api, buyer.token, { episode_id: episodeId, idempotency_key: newKey() });
      expect(response.statusCode).toBe(404);
    }
    expect(await purchaseDebits(db, buyer.id)).toBe(0);
  });

  it('refuses a guest (401), a malformed key or id (400) and a call without the web client headers (403)', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const episodeId = await episodeForSale(db, 300);

    expect((await purchase(api, undefined, { episode_id: episodeId, idempotency_key: newKey() })).statusCode).toBe(401);
    const malformed: Array<Record<string, string | number>> = [
      { episode_id: episodeId, idempotency_key: 'short' },
      { episode_id: episodeId, idempotency_key: 'has spaces and is long enough' },
      { episode_id: episodeId },
      { episode_id: 'abc', idempotency_key: newKey() },
    ];
    for (const query of malformed) {
      const response = await purchase(api, buyer.token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().code).toBe(API_ERRORS.badRequest.code);
    }
    const forged = await api.app.inject({
      method: 'POST',
      url: `/v1/episode/purchase?episode_id=${episodeId}&idempotency_key=${newKey()}`,
      headers: {
        origin: 'https://evil.example',
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      payload: '{}',
      cookies: { festa_auth: buyer.token },
    });
    expect(forged.statusCode).toBe(403);
    expect(await purchaseDebits(db, buyer.id)).toBe(0);
  });
});
