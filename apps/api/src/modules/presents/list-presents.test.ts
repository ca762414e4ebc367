import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertPresent, signIn } from '../../test/member-fixtures.ts';

describe('GET /v1/users/presents', () => {
  let api: TestApi;
  let token: string;
  const ids = { receivable: 0, received: 0, expired: 0 };

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const member = await insertMember(db);
    ids.expired = await insertPresent(db, member.id, {
      name: '夏のキャンペーン',
      points: 100,
      pointsValidDays: 14,
      createdAt: new Date('2025-07-01T10:00:00+09:00'),
      receivableUntil: new Date('2025-08-31T23:59:59+09:00'),
    });
    ids.received = await insertPresent(db, member.id, {
      name: '会員登録特典',
      points: 300,
      pointsValidDays: 30,
      createdAt: new Date('2025-09-01T10:00:00+09:00'),
      receivableUntil: new Date('2025-09-30T23:59:59+09:00'),
      receivedAt: new Date('2025-09-02T08:00:00+09:00'),
    });
    ids.receivable = await insertPresent(db, member.id, {
      name: '秋のキャンペーン',
      points: 500,
      pointsValidDays: 60,
      createdAt: new Date('2025-09-28T10:00:00+09:00'),
      // Receivable for one more second at TEST_NOW.
      receivableUntil: new Date('2025-10-01T12:00:01+09:00'),
    });
    await insertPresent(db, (await insertMember(db)).id, { createdAt: daysFromNow(-0.5) });
    token = await signIn(db, member.id);
  });
  afterAll(() => api.close());

  function list(query: string, { at = TEST_NOW, cookie = token }: { at?: string; cookie?: string } = {}) {
    return api.app.inject({
      method: 'GET',
      url: `/v1/users/presents${query}`,
      headers: { 'x-debug-time': at },
      ...(cookie ? { cookies: { festa_auth: cookie } } : {}),
    });
  }

  it("lists the member's presents newest first, with their status as of now", async () => {
    const response = await list('');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      code: 2000,
      contents: {
        items: [
          {
            id: ids.receivable,
            kind: 'gift_points',
            name: '秋のキャンペーン',
            points: 500,
            points_valid_days: 60,
            receivable_until: '2025-10-01T12:00:01+09:00',
            received_at: null,
            status: 'receivable',
          },
          {
            id: ids.received,
            kind: 'gift_points',
            name: '会員登録特典',
            points: 300,
            points_valid_days: 30,
            receivable_until: '2025-09-30T23:59:59+09:00',
            received_at: '2025-09-02T08:00:00+09:00',
            status: 'received',
          },
          {
            id: ids.expired,
            kind: 'gift_points',
            name: '夏のキャンペーン',
            points: 100,
            points_valid_days: 14,
            receivable_until: '2025-08-31T23:59:59+09:00',
            received_at: null,
            status: 'expired',
          },
        ],
        pagination: { page: 1, per_page: 20, total: 3, total_pages: 1 },
      },
    });
  });

  it('shows a present expired from the instant its receivable_until is reached', async () => {
    const response = await list('?per_page=1', { at: '2025-10-01T12:00:01+09:00' });

    expect(response.json().contents).toMatchObject({
      items: [{ id: ids.receivable, status: 'expired' }],
      pagination: { page: 1, per_page: 1, total: 3, total_pages: 3 },
    });
  });

  it('pages', async () => {
    const response = await list('?per_page=2&page=2');

    expect(response.json().contents.items.map((present: { id: number }) => present.id)).toEqual([ids.expired]);
  });

  it('answers 401 to a guest', async () => {
    const response = await list('', { cookie: '' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 4001, message: API_ERRORS.unauthorized.message });
  });
});
