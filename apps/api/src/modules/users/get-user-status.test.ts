import { API_ERRORS, sharedCacheControl } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';

describe('GET /v1/users/statuses', () => {
  let api: TestApi;
  let production: TestApi;

  beforeAll(async () => {
    api = await buildTestApi();
    production = await buildTestApi({ env: { APP_ENV: 'production' }, database: api.database });
  });
  afterAll(async () => {
    await production.close();
    await api.close();
  });

  it("lets shared caches keep a guest's status for 5 s, never one on a moved clock", async () => {
    const guest = await api.app.inject({ method: 'GET', url: '/v1/users/statuses' });
    expect(guest.headers['cache-control']).toBe(sharedCacheControl(5));
    const expired = await api.app.inject({ method: 'GET', url: '/v1/users/statuses', cookies: { festa_auth: 'gone' } });
    expect(expired.json().contents.is_logged_in).toBe(false);
    expect(expired.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a guest, with the server time in Japan time, never to be cached at a moved clock', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      headers: { 'x-debug-time': '2025-10-01T12:00:00+09:00' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      code: 2000,
      contents: {
        is_logged_in: false,
        subscribed_plan_id: 999,
        user_id: null,
        festa_user_id: null,
        encrypted_festa_user_id: null,
        is_subscribed_user: false,
        is_comic_subscribed_user: false,
        has_purchased_cfanime: false,
        forced_canceled_date: null,
        forced_cancel_scheduled_date: null,
        is_failed_validity_check: false,
        has_invalid_card: false,
        subscribed_date: null,
        first_subscribed_date: null,
        has_owned_titles: false,
        current_timestamp: '2025-10-01T12:00:00+09:00',
        current_festa_points: 0,
        current_gift_points: 0,
        current_points: { total: 0 },
        plan_next_payment_day: null,
        plan_payment_method: 'none',
      },
    });
  });

  it('answers a guest for a festa_auth cookie of no session', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      cookies: { festa_auth: 'not-a-session' },
    });

    expect(response.json().contents).toMatchObject({ is_logged_in: false, subscribed_plan_id: 999 });
  });

  it('honours X-Debug-Time in development, in any offset, and answers it in Japan time', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      headers: { 'x-debug-time': '2024-12-02T14:59:59Z' },
    });

    expect(response.json().contents.current_timestamp).toBe('2024-12-02T23:59:59+09:00');
  });

  it('uses the clock when no X-Debug-Time is sent', async () => {
    api.setClock('2025-11-02T08:30:00+09:00');
    const response = await api.app.inject({ method: 'GET', url: '/v1/users/statuses' });

    expect(response.json().contents.current_timestamp).toBe('2025-11-02T08:30:00+09:00');
  });

  it.each([
    'yesterday',
    '2025-10-01',
    '2025-13-01T00:00:00+09:00',
    '2025-10-01T12:00:00',
    // Out of the range the database and Japan time hold: year 0000, the year 10000 in UTC, 1969.
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-09:00',
    '1969-12-31T23:59:59+09:00',
  ])('answers 400 in Japanese for the X-Debug-Time %j', async (value) => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      headers: { 'x-debug-time': value },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: API_ERRORS.badRequest.message,
      details: [{ field: 'headers.x-debug-time', reason: 'invalid_format' }],
    });
  });

  it('ignores X-Debug-Time in production, valid or not', async () => {
    production.setClock('2025-11-02T08:30:00+09:00');
    for (const value of ['2025-10-01T12:00:00+09:00', 'yesterday', '0000-01-01T00:00:00Z']) {
      const response = await production.app.inject({
        method: 'GET',
        url: '/v1/users/statuses',
        headers: { 'x-debug-time': value },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().contents.current_timestamp).toBe('2025-11-02T08:30:00+09:00');
    }
  });
});
