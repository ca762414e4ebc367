import { API_ERRORS, guestUserStatus } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJapanIso } from '../../lib/japan-time.ts';
import { buyerWith, newKey } from '../../modules/purchases/purchase-test-support.ts';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { daysFromNow, episodeForSale, insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { giftPoints, insertMember, insertPresent, signIn } from '../../test/member-fixtures.ts';

/** Debug time (X-Debug-Time) and the setting that decides whether it is honoured (decision 0032). */
describe('X-Debug-Time', () => {
  let development: TestApi;
  /** Started with APP_ENV unset, as a service started on its own with no settings. */
  let unset: TestApi;

  beforeAll(async () => {
    development = await buildTestApi();
    unset = await buildTestApi({ env: { APP_ENV: '' }, database: development.database });
  });
  afterAll(async () => {
    await unset.close();
    await development.close();
  });

  const at = (days: number) => ({ 'x-debug-time': toJapanIso(daysFromNow(days)) });

  it('is ignored when APP_ENV is unset: a title not yet available stays hidden', async () => {
    const titleId = await insertTitle(development.database.db, { availableFrom: daysFromNow(1) });
    const read = (api: TestApi) => api.app.inject({ method: 'GET', url: `/v1/titles/${titleId}`, headers: at(2) });

    expect(unset.config.appEnv).toBe('production');
    expect((await read(unset)).statusCode).toBe(404);
    // In development the same read looks at the catalogue two days on, where the title is out.
    expect((await read(development)).statusCode).toBe(200);
  });

  it('never brings an expired session back, in development either', async () => {
    const { db } = development.database;
    const member = await insertMember(db);
    // Started 31 days before the clock: expired a day ago (sessions last 30 days).
    const expired = await signIn(db, member.id, daysFromNow(-31));

    for (const api of [development, unset]) {
      const response = await api.app.inject({
        method: 'GET',
        url: '/v1/users/statuses',
        headers: at(-30),
        cookies: { festa_auth: expired },
      });
      expect(response.json().contents).toMatchObject({ is_logged_in: false, user_id: null });
      const mylist = await api.app.inject({
        method: 'GET',
        url: '/v1/users/mylist/titles',
        headers: at(-30),
        cookies: { festa_auth: expired },
      });
      expect(mylist.statusCode).toBe(401);
    }
  });

  it("does not reach a present's deadline: one past it cannot be received, whatever the header says", async () => {
    const { db } = development.database;
    const member = await insertMember(db);
    const token = await signIn(db, member.id);

    for (const api of [development, unset]) {
      const presentId = await insertPresent(db, member.id, { receivableUntil: daysFromNow(-1) });
      const response = await api.app.inject({
        method: 'POST',
        url: `/v1/users/presents/${presentId}/receive`,
        headers: { ...WEB_CLIENT_CALL_HEADERS, ...at(-2) },
        cookies: { festa_auth: token },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: API_ERRORS.conflict.code });
    }
  });

  it('does not reach the expiry of gift points: a purchase never spends expired ones', async () => {
    const { db } = development.database;
    for (const api of [development, unset]) {
      const buyer = await buyerWith(db, 0);
      await giftPoints(db, buyer.id, 500, daysFromNow(-1));
      const episodeId = await episodeForSale(db, 300);

      const response = await api.app.inject({
        method: 'POST',
        url: `/v1/episode/purchase?episode_id=${episodeId}&idempotency_key=${newKey()}`,
        headers: { ...WEB_CLIENT_CALL_HEADERS, ...at(-2) },
        payload: '{}',
        cookies: { festa_auth: buyer.token },
      });
      expect(response.json().contents).toMatchObject({ status: 'failed', failure_reason: 'insufficient_points' });
    }
  });

  it('still shifts what reads show in development: an episode released tomorrow is in the title two days on', async () => {
    const { db } = development.database;
    const titleId = await insertTitle(db);
    const episodeId = await insertEpisode(db, titleId, { releasedAt: daysFromNow(1) });
    const read = (headers: Record<string, string>) =>
      development.app.inject({ method: 'GET', url: `/v1/episodes/${episodeId}`, headers });

    expect((await read({})).statusCode).toBe(404);
    expect((await read(at(2))).statusCode).toBe(200);
    // A purchase is a call that changes something: it runs on the clock, where the episode is not out.
    const buyer = await buyerWith(db, 1000);
    const forSale = await insertEpisode(db, titleId, {
      number: 2,
      releasedAt: daysFromNow(1),
      pricePoints: 300,
      includedPlanIds: [],
    });
    const bought = await development.app.inject({
      method: 'POST',
      url: `/v1/episode/purchase?episode_id=${forSale}&idempotency_key=${newKey()}`,
      headers: { ...WEB_CLIENT_CALL_HEADERS, ...at(2) },
      payload: '{}',
      cookies: { festa_auth: buyer.token },
    });
    expect(bought.statusCode).toBe(404);
  });

  describe.each([
    ['the year 0000', '0000-01-01T00:00:00Z'],
    ['the year 10000 in UTC', '9999-12-31T23:59:59-09:00'],
    ['the year 9999', '9999-06-01T00:00:00+09:00'],
    ['before 1970', '1969-12-31T23:59:59+09:00'],
  ])('at %s', (_name, instant) => {
    it.each([
      '/v1/title/displayables',
      '/v1/title/scheduled_end_deliveries?within_days=90',
      '/v1/search?q=%E3%81%AF',
      '/v1/title/rankings',
      '/v1/notices/urgent_notice',
      '/v1/campaigns',
      '/v1/genre_groups',
      '/v1/users/statuses',
    ])('answers 400 in Japanese to GET %s, never 500', async (url) => {
      const response = await development.app.inject({ method: 'GET', url, headers: { 'x-debug-time': instant } });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 4000,
        message: API_ERRORS.badRequest.message,
        details: [{ field: 'headers.x-debug-time', reason: 'invalid_format' }],
      });
    });
  });

  it('takes the first and the last instant of its range', async () => {
    for (const instant of ['1970-01-01T00:00:00+09:00', '9998-12-31T23:59:59+09:00']) {
      const response = await development.app.inject({
        method: 'GET',
        url: '/v1/users/statuses',
        headers: { 'x-debug-time': instant },
      });
      expect(response.json().contents).toEqual(guestUserStatus(instant));
    }
  });
});
