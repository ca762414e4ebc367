import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertSubscription, signIn } from '../../test/member-fixtures.ts';

describe('GET /v1/users/subscribe_histories', () => {
  let api: TestApi;
  let reentryToken: string;
  let freeToken: string;

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const reentry = await insertMember(db);
    await insertSubscription(db, reentry.id, {
      planId: 1,
      paymentMethod: 'credit',
      startedAt: new Date('2025-01-10T00:15:00+09:00'),
      endedAt: new Date('2025-03-10T00:15:00+09:00'),
      endReason: 'canceled',
    });
    await insertSubscription(db, reentry.id, {
      planId: 2,
      paymentMethod: 'softbank_a',
      startedAt: new Date('2025-04-01T10:00:00+09:00'),
      endedAt: new Date('2025-06-15T04:00:00+09:00'),
      endReason: 'forced_cancel',
      forcedCanceledDate: '2025-06-15',
    });
    await insertSubscription(db, reentry.id, {
      planId: 1,
      paymentMethod: 'docomo',
      startedAt: new Date('2025-07-01T10:00:00+09:00'),
      endedAt: new Date('2025-09-01T10:00:00+09:00'),
      endReason: 'canceled',
    });
    // Someone else's history never shows.
    const other = await insertMember(db);
    await insertSubscription(db, other.id, { startedAt: new Date('2025-08-01T10:00:00+09:00') });
    reentryToken = await signIn(db, reentry.id);
    freeToken = await signIn(db, (await insertMember(db)).id);
  });
  afterAll(() => api.close());

  function histories(query: string, token?: string) {
    return api.app.inject({
      method: 'GET',
      url: `/v1/users/subscribe_histories${query}`,
      headers: { 'x-debug-time': TEST_NOW },
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  }

  it("lists a re-entry member's plan periods newest first, paged, with has_subscribe_history", async () => {
    const first = await histories('?per_page=2', reentryToken);
    const second = await histories('?per_page=2&page=2', reentryToken);

    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toEqual({
      code: 2000,
      contents: {
        has_subscribe_history: true,
        items: [
          {
            plan_id: 1,
            plan_name: 'ライト',
            payment_method: 'docomo',
            started_at: '2025-07-01T10:00:00+09:00',
            ended_at: '2025-09-01T10:00:00+09:00',
            end_reason: 'canceled',
          },
          {
            plan_id: 2,
            plan_name: 'プレミアム',
            payment_method: 'softbank_a',
            started_at: '2025-04-01T10:00:00+09:00',
            ended_at: '2025-06-15T04:00:00+09:00',
            end_reason: 'forced_cancel',
          },
        ],
        pagination: { page: 1, per_page: 2, total: 3, total_pages: 2 },
      },
    });
    expect(second.json().contents).toEqual({
      has_subscribe_history: true,
      items: [
        {
          plan_id: 1,
          plan_name: 'ライト',
          payment_method: 'credit',
          started_at: '2025-01-10T00:15:00+09:00',
          ended_at: '2025-03-10T00:15:00+09:00',
          end_reason: 'canceled',
        },
      ],
      pagination: { page: 2, per_page: 2, total: 3, total_pages: 2 },
    });
  });

  it('keeps has_subscribe_history on a page past the end', async () => {
    const response = await histories('?page=5', reentryToken);

    expect(response.json().contents).toEqual({
      has_subscribe_history: true,
      items: [],
      pagination: { page: 5, per_page: 20, total: 3, total_pages: 1 },
    });
  });

  it('answers an empty history for a member who never subscribed', async () => {
    const response = await histories('', freeToken);

    expect(response.json().contents).toEqual({
      has_subscribe_history: false,
      items: [],
      pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 },
    });
  });

  it('answers 401 in Japanese to a guest and to a cookie of no session', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const response = await histories('', token);

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 4001, message: API_ERRORS.unauthorized.message });
    }
  });

  it('answers 400 to a page size beyond 100', async () => {
    expect((await histories('?per_page=101', reentryToken)).statusCode).toBe(400);
  });
});
