import { API_ERRORS } from '@hanabi/contract';
import { pointTransactions } from '@hanabi/db';
import { auditLedger, pointBalances } from '@hanabi/membership';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { daysFromNow, TEST_NOW, testNow } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertPresent, signIn, type TestMember } from '../../test/member-fixtures.ts';
import { PRESENT_EXPIRED_MESSAGE } from './presents.service.ts';

describe('POST /v1/users/presents/:id/receive', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  async function signedInMember(): Promise<TestMember & { token: string }> {
    const member = await insertMember(api.database.db);
    return { ...member, token: await signIn(api.database.db, member.id) };
  }

  /** Received on the API's clock, moved to `at`: debug time does not reach a call that changes something. */
  function receive(id: number, token: string | undefined, at = TEST_NOW) {
    api.setClock(at);
    return api.app.inject({
      method: 'POST',
      url: `/v1/users/presents/${id}/receive`,
      headers: WEB_CLIENT_CALL_HEADERS,
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  }

  function status(token: string, at = TEST_NOW) {
    return api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      headers: { 'x-debug-time': at },
      cookies: { festa_auth: token },
    });
  }

  it('receives a present: marked received, its gift points in the balance for points_valid_days', async () => {
    const member = await signedInMember();
    const id = await insertPresent(api.database.db, member.id, {
      name: '会員登録特典',
      points: 300,
      pointsValidDays: 30,
    });

    const response = await receive(id, member.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 2000,
      contents: {
        id,
        kind: 'gift_points',
        name: '会員登録特典',
        points: 300,
        points_valid_days: 30,
        receivable_until: '2025-10-08T12:00:00+09:00',
        received_at: TEST_NOW,
        status: 'received',
      },
    });
    expect((await status(member.token)).json().contents).toMatchObject({
      current_gift_points: 300,
      current_points: { total: 300 },
    });
    // Valid for 30 × 24 hours from the moment it was received, then gone.
    expect((await status(member.token, '2025-10-31T11:59:59+09:00')).json().contents.current_gift_points).toBe(300);
    expect((await status(member.token, '2025-10-31T12:00:00+09:00')).json().contents.current_gift_points).toBe(0);
    // The operator's ledger check ties the grant to the present it came from (decision 0037).
    expect((await auditLedger(api.database.db)).invariants.filter((finding) => !finding.holds)).toEqual([]);
  });

  it('answers a replay with the same present and grants the points once', async () => {
    const member = await signedInMember();
    const id = await insertPresent(api.database.db, member.id, { points: 200 });

    const first = await receive(id, member.token);
    const replay = await receive(id, member.token, '2025-10-01T12:05:00+09:00');

    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await pointBalances(api.database.db, member.id, testNow)).toEqual({ festa: 0, gift: 200, total: 200 });
  });

  it('grants the points once when the same present is received by many requests at once', async () => {
    const member = await signedInMember();
    const id = await insertPresent(api.database.db, member.id, { points: 700 });

    const answers = await Promise.all(Array.from({ length: 6 }, () => receive(id, member.token)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = answers.map((answer) => answer.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await pointBalances(api.database.db, member.id, testNow)).toEqual({ festa: 0, gift: 700, total: 700 });
    const grants = await api.database.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, member.id));
    expect(grants).toHaveLength(1);
  });

  it("answers 404 for another member's present and leaves it untouched", async () => {
    const owner = await signedInMember();
    const stranger = await signedInMember();
    const id = await insertPresent(api.database.db, owner.id);

    const response = await receive(id, stranger.token);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
    expect(await pointBalances(api.database.db, stranger.id, testNow)).toEqual({ festa: 0, gift: 0, total: 0 });
    expect((await receive(id, owner.token)).json().contents.status).toBe('received');
  });

  it('answers 404 for an unknown present', async () => {
    const member = await signedInMember();

    expect((await receive(2_000_000_000, member.token)).statusCode).toBe(404);
  });

  it('answers 409 in Japanese for a present past its receivable_until, granting nothing', async () => {
    const member = await signedInMember();
    const id = await insertPresent(api.database.db, member.id, { receivableUntil: daysFromNow(0) });

    const response = await receive(id, member.token);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 4009, message: PRESENT_EXPIRED_MESSAGE });
    expect(await pointBalances(api.database.db, member.id, testNow)).toEqual({ festa: 0, gift: 0, total: 0 });
  });

  it('answers 401 to a guest', async () => {
    const member = await signedInMember();
    const id = await insertPresent(api.database.db, member.id);

    const response = await receive(id, undefined);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 4001, message: API_ERRORS.unauthorized.message });
  });

  it('refuses a cross-site form posting to it, receiving nothing', async () => {
    const member = await signedInMember();
    const id = await insertPresent(api.database.db, member.id);

    const response = await api.app.inject({
      method: 'POST',
      url: `/v1/users/presents/${id}/receive`,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { festa_auth: member.token },
      payload: '',
    });

    expect(response.statusCode).toBe(403);
    expect(await pointBalances(api.database.db, member.id, testNow)).toEqual({ festa: 0, gift: 0, total: 0 });
  });
});
