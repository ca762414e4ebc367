import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertSubscription, signIn } from '../../test/member-fixtures.ts';
import { buyerWith, newKey, purchase } from '../purchases/purchase-test-support.ts';

describe('GET /v1/episodes/:id', () => {
  let api: TestApi;
  let titleId: number;

  beforeAll(async () => {
    api = await buildTestApi();
    titleId = await insertTitle(api.database.db, { name: '単話購入テスト' });
  });
  afterAll(() => api.close());

  function get(id: number | string, token?: string) {
    return api.app.inject({
      method: 'GET',
      url: `/v1/episodes/${id}`,
      headers: { 'x-debug-time': TEST_NOW },
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  }
  const accessOf = async (id: number, token?: string) => (await get(id, token)).json().contents.access;

  it('answers the episode with its title and a guest’s access', async () => {
    const { db } = api.database;
    const episodeId = await insertEpisode(db, titleId, { number: 1, pricePoints: 220, includedPlanIds: [1, 2] });

    const response = await get(episodeId);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().contents).toMatchObject({
      id: episodeId,
      title_id: titleId,
      prefix_name: '第1話',
      price_points: 220,
      title: { id: titleId, name: '単話購入テスト', display_group: 'general_group', is_age_restriction_r18: false },
      access: 'purchasable',
      owned_purchase: null,
    });
  });

  it('tells each viewer what they may do: free, in their plan, owned, purchasable or unavailable', async () => {
    const { db } = api.database;
    const free = await insertEpisode(db, titleId, { number: 2, isFree: true, pricePoints: null, includedPlanIds: [] });
    const premiumOnly = await insertEpisode(db, titleId, { number: 3, pricePoints: null, includedPlanIds: [2] });
    const sold = await insertEpisode(db, titleId, { number: 4, pricePoints: 300, includedPlanIds: [2] });

    const premium = await insertMember(db);
    await insertSubscription(db, premium.id, { planId: 2 });
    const premiumToken = await signIn(db, premium.id);
    const buyer = await buyerWith(db, 1000);
    const key = newKey();
    const bought = await purchase(api, buyer.token, { episode_id: sold, idempotency_key: key });

    expect(await accessOf(free)).toBe('free');
    expect(await accessOf(premiumOnly)).toBe('unavailable');
    expect(await accessOf(premiumOnly, premiumToken)).toBe('included_in_plan');
    expect(await accessOf(sold, premiumToken)).toBe('included_in_plan');
    expect(await accessOf(sold, buyer.token)).toBe('owned');
    expect((await get(sold, buyer.token)).json().contents.owned_purchase).toEqual({
      id: bought.json().contents.id,
      idempotency_key: key,
    });
    expect((await get(sold, premiumToken)).json().contents.owned_purchase).toBeNull();
    expect(await accessOf(premiumOnly, buyer.token)).toBe('unavailable');
  });

  it('is 404 for an unreleased or unknown episode and 400 for a malformed id', async () => {
    const unreleased = await insertEpisode(api.database.db, titleId, { number: 9, releasedAt: daysFromNow(2) });
    expect((await get(unreleased)).statusCode).toBe(404);
    expect((await get(2_000_000_000)).statusCode).toBe(404);
    expect((await get('1e3')).statusCode).toBe(400);
  });
});
