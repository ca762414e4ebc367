import { describe, expect, it } from 'vitest';
import { successResponse } from '../testing/fake-fetch.ts';
import { memoryCookieStore, onlyRequest, testClient, VALID_TRACKING_ID } from '../testing/test-client.ts';

async function sentRequest(config: Parameters<typeof testClient>[1] = {}) {
  const { client, requests } = testClient([successResponse(null)], config);
  await client.get('/v1/users/statuses');
  return onlyRequest(requests);
}

describe('every call (spec §7)', () => {
  it('goes to the configured base URL', async () => {
    expect((await sentRequest()).url).toBe('https://api.hanabi.test/v1/users/statuses');
  });

  it('joins a base URL with a path prefix and a trailing slash', async () => {
    const request = await sentRequest({ baseUrl: 'http://127.0.0.1:4000/api/' });
    expect(request.url).toBe('http://127.0.0.1:4000/api/v1/users/statuses');
  });

  it("sends credentials: 'include'", async () => {
    expect((await sentRequest()).credentials).toBe('include');
  });

  it('sends Accept: application/json', async () => {
    expect((await sentRequest()).headers.get('Accept')).toBe('application/json');
  });

  it('sends Content-Type: application/json', async () => {
    expect((await sentRequest()).headers.get('Content-Type')).toBe('application/json');
  });

  it('sends X-Requested-With: XMLHttpRequest', async () => {
    expect((await sentRequest()).headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends Anime-User-Tracking-Id with the user_tracking_id cookie', async () => {
    expect((await sentRequest()).headers.get('Anime-User-Tracking-Id')).toBe(VALID_TRACKING_ID);
  });

  it("passes forwarded headers through, so the API sees the viewer's session in SSR", async () => {
    const request = await sentRequest({ forwardHeaders: { Cookie: 'festa_auth=session-1; checked_age=1' } });
    expect(request.headers.get('Cookie')).toBe('festa_auth=session-1; checked_age=1');
  });

  it('never lets forwarded headers replace the headers of spec §7', async () => {
    const request = await sentRequest({
      forwardHeaders: {
        accept: 'text/html',
        'content-type': 'text/plain',
        'x-requested-with': 'fetch',
        'anime-user-tracking-id': 'someone-else',
      },
    });
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Anime-User-Tracking-Id')).toBe(VALID_TRACKING_ID);
  });
});

describe('X-Debug-Time', () => {
  const withDebugTime = (value: string) =>
    memoryCookieStore({ user_tracking_id: VALID_TRACKING_ID, dev_debug_time: value });

  it('is sent in non-production builds from the dev_debug_time cookie', async () => {
    const request = await sentRequest({ isProduction: false, cookieStore: withDebugTime('2024-12-03T00:00:00+09:00') });
    expect(request.headers.get('X-Debug-Time')).toBe('2024-12-03T00:00:00+09:00');
  });

  it('is never sent in production, even with the cookie', async () => {
    const request = await sentRequest({ isProduction: true, cookieStore: withDebugTime('2024-12-03T00:00:00+09:00') });
    expect(request.headers.has('X-Debug-Time')).toBe(false);
  });

  it('is not forwarded in production either', async () => {
    const request = await sentRequest({ isProduction: true, forwardHeaders: { 'X-Debug-Time': '2030-01-01' } });
    expect(request.headers.has('X-Debug-Time')).toBe(false);
  });

  it('is absent in non-production without the cookie', async () => {
    const request = await sentRequest({ isProduction: false });
    expect(request.headers.has('X-Debug-Time')).toBe(false);
  });

  it.each([
    '2024-12-03',
    '2024-12-03T00:00+09:00',
    '2024-02-30T00:00:00+09:00',
    'tomorrow',
    '0000-01-01T00:00:00+09:00',
    '9999-12-31T23:59:59-09:00',
  ])('is absent when the cookie holds %s, which the API would refuse with 400 on every call', async (malformed) => {
    const request = await sentRequest({ isProduction: false, cookieStore: withDebugTime(malformed) });
    expect(request.headers.has('X-Debug-Time')).toBe(false);
  });

  it('is read afresh for every call', async () => {
    const cookies = withDebugTime('2024-12-02T23:59:59+09:00');
    const { client, requests } = testClient([successResponse(null), successResponse(null)], {
      isProduction: false,
      cookieStore: cookies,
    });
    await client.get('/health');
    cookies.set('dev_debug_time', '2024-12-03T00:00:00+09:00', {
      maxAge: 86_400,
      path: '/',
      sameSite: 'lax',
      secure: true,
    });
    await client.get('/health');
    expect(requests.map((r) => r.headers.get('X-Debug-Time'))).toEqual([
      '2024-12-02T23:59:59+09:00',
      '2024-12-03T00:00:00+09:00',
    ]);
  });
});
