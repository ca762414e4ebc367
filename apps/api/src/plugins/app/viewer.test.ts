import { API_ERRORS } from '@hanabi/contract';
import { revokeSession } from '@hanabi/membership';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toJapanIso } from '../../lib/japan-time.ts';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow } from '../../test/catalogue-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';

/** `request.viewer()`, `request.memberId()` and `app.requireMember`, on routes added for the test. */
describe('viewer plugin', () => {
  let api: TestApi;
  /** Times the handler of the member-only route ran. */
  let memberOnlyRuns = 0;

  beforeAll(async () => {
    api = await buildTestApi();
    const { app } = api;
    app.get('/test/viewer', async (request) => request.viewer());
    // Asks three times, as a pre-handler, a handler and a helper of it may.
    app.get('/test/member-only', { preHandler: app.requireMember }, async (request) => {
      memberOnlyRuns += 1;
      const memberId = await request.memberId();
      return { memberId, viewer: await request.viewer() };
    });
    app.get('/test/never-asks', async () => ({ answered: true }));
    // Shaped by who asks, on a route that says nothing about caching for members.
    app.get('/test/cacheable', async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return request.viewer();
    });
    app.get('/test/no-store', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return request.viewer();
    });
  });
  afterAll(() => api.close());
  afterEach(() => vi.restoreAllMocks());

  const get = (url: string, session?: string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'GET',
      url,
      headers,
      ...(session === undefined ? {} : { cookies: { festa_auth: session } }),
    });

  async function signedIn(startedAt?: Date): Promise<{ memberId: number; session: string }> {
    const { db } = api.database;
    const member = await insertMember(db);
    return { memberId: member.id, session: await signIn(db, member.id, startedAt) };
  }

  it('sees a guest without a cookie, or with an unknown one', async () => {
    for (const session of [undefined, 'not-a-session']) {
      const response = await get('/test/viewer', session);
      expect(response.json()).toEqual({ kind: 'guest', memberId: null });
    }
  });

  it('sees the member of a live session', async () => {
    const { memberId, session } = await signedIn();
    const response = await get('/test/viewer', session);
    expect(response.json()).toEqual({ kind: 'member', memberId });
  });

  it('sees a guest behind an expired or a revoked session, and debug time does not bring one back', async () => {
    // Started 31 days before the clock: expired a day ago (sessions last 30 days).
    const expired = await signedIn(daysFromNow(-31));
    const revoked = await signedIn();
    await revokeSession(api.database.db, revoked.session, daysFromNow(0));

    for (const session of [expired.session, revoked.session]) {
      expect((await get('/test/viewer', session)).json()).toEqual({ kind: 'guest', memberId: null });
    }
    const backInTime = await get('/test/viewer', expired.session, { 'x-debug-time': toJapanIso(daysFromNow(-30)) });
    expect(backInTime.json()).toEqual({ kind: 'guest', memberId: null });
  });

  it('answers a guest 401 on a member-only route, privately, without running the handler', async () => {
    const runsBefore = memberOnlyRuns;
    const response = await get('/test/member-only');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: API_ERRORS.unauthorized.code, message: API_ERRORS.unauthorized.message });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(memberOnlyRuns).toBe(runsBefore);
  });

  it('lets a member through a member-only route, with a private answer', async () => {
    const { memberId, session } = await signedIn();
    const response = await get('/test/member-only', session);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ memberId, viewer: { kind: 'member', memberId } });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('looks the session up once per request however often it is asked, and never when it is not', async () => {
    const { session } = await signedIn();
    const queries = vi.spyOn(api.database.db, 'select');

    expect((await get('/test/member-only', session)).statusCode).toBe(200);
    expect(queries).toHaveBeenCalledTimes(1);

    expect((await get('/test/never-asks', session)).statusCode).toBe(200);
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it("marks a member's answer private, leaving a guest's cacheable and a route's own no-store alone", async () => {
    const { session } = await signedIn();

    expect((await get('/test/cacheable', session)).headers['cache-control']).toBe('private, no-store');
    expect((await get('/test/cacheable')).headers['cache-control']).toBe('public, max-age=60');
    expect((await get('/test/no-store', session)).headers['cache-control']).toBe('no-store');
  });
});
