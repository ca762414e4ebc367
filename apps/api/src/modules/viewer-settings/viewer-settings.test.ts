/**
 * A member's settings (decision 0058): kept by the API so that discreet mode follows the member to every
 * browser; guests are refused (their choice is a cookie of their browser); a change needs the web client's
 * state-changing call headers like every other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';

describe('/v1/users/viewer_settings', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  async function memberToken(): Promise<string> {
    const member = await insertMember(api.database.db);
    return signIn(api.database.db, member.id);
  }

  const read = (token?: string) =>
    api.app.inject({
      method: 'GET',
      url: '/v1/users/viewer_settings',
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });
  const save = (token: string | undefined, body: unknown, headers: Record<string, string> = WEB_CLIENT_CALL_HEADERS) =>
    api.app.inject({
      method: 'PUT',
      url: '/v1/users/viewer_settings',
      headers,
      payload: JSON.stringify(body),
      ...(token ? { cookies: { festa_auth: token } } : {}),
    });

  it('starts off, keeps discreet mode once turned on, for that member only, and never lets a cache keep it', async () => {
    const [member, other] = [await memberToken(), await memberToken()];

    expect((await read(member)).json().contents).toEqual({ discreet: false });
    const saved = await save(member, { discreet: true });
    const again = await save(member, { discreet: true });
    const after = await read(member);

    expect([saved.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(after.json().contents).toEqual({ discreet: true });
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect((await read(other)).json().contents).toEqual({ discreet: false });
    expect((await save(member, { discreet: false })).json().contents).toEqual({ discreet: false });
    expect((await read(member)).json().contents).toEqual({ discreet: false });
  });

  it('answers 401 to a guest, 400 to a body that is no setting, and refuses a change without the call headers', async () => {
    const member = await memberToken();

    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, { discreet: true })).statusCode).toBe(401);
    expect((await save(member, { discreet: 'yes' })).statusCode).toBe(400);
    expect((await save(member, { discreet: true }, { 'content-type': 'application/json' })).statusCode).toBe(403);
    expect((await read(member)).json().contents).toEqual({ discreet: false });
  });
});
