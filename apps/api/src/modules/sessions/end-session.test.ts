import { guestUserStatus } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';

const LOGOUT_PATHS = ['/v1/logouts', '/v1/auth_tokens'] as const;

describe.each(LOGOUT_PATHS)('DELETE %s', (path) => {
  let api: TestApi;
  let production: TestApi;

  beforeAll(async () => {
    api = await buildTestApi();
    production = await buildTestApi({
      env: { APP_ENV: 'production', API_ORIGIN: 'https://api.hanabi.example', COOKIE_DOMAIN: '.hanabi.example' },
      database: api.database,
    });
  });
  afterAll(async () => {
    await production.close();
    await api.close();
  });

  function logout(target: TestApi, token: string | undefined) {
    return target.app.inject({
      method: 'DELETE',
      url: path,
      headers: WEB_CLIENT_CALL_HEADERS,
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  }

  function statusWith(token: string) {
    return api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      headers: { 'x-debug-time': TEST_NOW },
      cookies: { festa_auth: token },
    });
  }

  it("ends this browser's session, so the next status call is a guest's, and expires the cookie", async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    const token = await signIn(db, member.id);
    const otherBrowser = await signIn(db, member.id);
    expect((await statusWith(token)).json().contents.is_logged_in).toBe(true);

    const response = await logout(api, token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 2000, contents: null });
    expect(response.cookies).toEqual([
      expect.objectContaining({ name: 'festa_auth', value: '', path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 0 }),
    ]);
    expect(response.cookies[0]?.expires?.getTime()).toBe(0);
    expect(response.cookies[0]).not.toHaveProperty('domain');
    expect((await statusWith(token)).json().contents).toEqual(guestUserStatus(TEST_NOW));
    expect((await statusWith(otherBrowser)).json().contents.is_logged_in).toBe(true);
  });

  it('clears the cookie on the product-wide domain, Secure, as the sign-in service set it', async () => {
    const response = await logout(production, undefined);

    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([
      expect.objectContaining({ name: 'festa_auth', value: '', domain: '.hanabi.example', path: '/', secure: true }),
    ]);
  });

  it('is harmless for a guest and for a session already ended: the same answer', async () => {
    const { db } = api.database;
    const token = await signIn(db, (await insertMember(db)).id);

    for (const cookie of [undefined, 'not-a-session', token, token]) {
      const response = await logout(api, cookie);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 2000, contents: null });
    }
  });

  it('accepts the call exactly as the web client sends it: JSON content type, no body', async () => {
    const withEmptyBody = await api.app.inject({
      method: 'DELETE',
      url: path,
      headers: { ...WEB_CLIENT_CALL_HEADERS, 'content-length': '0' },
      payload: '',
    });

    expect(withEmptyBody.statusCode).toBe(200);
  });

  it('is refused without the headers of the web client, leaving the session alive', async () => {
    const { db } = api.database;
    const token = await signIn(db, (await insertMember(db)).id);

    const response = await api.app.inject({
      method: 'DELETE',
      url: path,
      headers: { origin: 'https://evil.example' },
      cookies: { festa_auth: token },
    });

    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
    expect((await statusWith(token)).json().contents.is_logged_in).toBe(true);
  });
});
