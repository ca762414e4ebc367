import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestCookieStore } from '../cookies/request-cookie-store.ts';
import { successResponse } from '../testing/fake-fetch.ts';
import { memoryCookieStore, onlyRequest, testClient, VALID_TRACKING_ID } from '../testing/test-client.ts';

const NANOID_21 = /^[A-Za-z0-9_-]{21}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user tracking id', () => {
  it('is created when the cookie is missing: 21 characters, stored for one year and sent', async () => {
    const cookies = memoryCookieStore();
    const { client, requests } = testClient([successResponse(null)], { cookieStore: cookies });
    await client.get('/health');

    expect(cookies.sets).toHaveLength(1);
    const [cookie] = cookies.sets;
    expect(cookie?.name).toBe('user_tracking_id');
    expect(cookie?.value).toMatch(NANOID_21);
    expect(cookie?.attributes).toEqual({ maxAge: 31_536_000, path: '/', sameSite: 'lax', secure: true });
    expect(onlyRequest(requests).headers.get('Anime-User-Tracking-Id')).toBe(cookie?.value);
  });

  it('is reused when the cookie holds one', async () => {
    const { client, requests, cookies } = testClient([successResponse(null)]);
    await client.get('/health');
    expect(cookies.sets).toEqual([]);
    expect(onlyRequest(requests).headers.get('Anime-User-Tracking-Id')).toBe(VALID_TRACKING_ID);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', `${VALID_TRACKING_ID}x`],
    ['outside the nanoid alphabet', 'V1StGXR8.Z5jdHi6B-myT'],
    ['empty', ''],
  ])('is replaced when the cookie is malformed (%s)', async (_, malformed) => {
    const cookies = memoryCookieStore({ user_tracking_id: malformed });
    const { client, requests } = testClient([successResponse(null)], { cookieStore: cookies });
    await client.get('/health');
    const sent = onlyRequest(requests).headers.get('Anime-User-Tracking-Id');
    expect(sent).toMatch(NANOID_21);
    expect(sent).not.toBe(malformed);
    expect(cookies.sets.map((c) => c.value)).toEqual([sent]);
  });

  it.each(['http://localhost:3000/titles/1', 'http://127.0.0.1:3000/'])(
    'is stored without Secure when the page is %s',
    async (pageUrl) => {
      const cookies = memoryCookieStore();
      const { client } = testClient([successResponse(null)], { cookieStore: cookies, pageUrl });
      await client.get('/health');
      expect(cookies.sets[0]?.attributes.secure).toBe(false);
    },
  );

  it.each(['https://anime.hanabi.test/', 'https://localhost:3000/', 'http://anime.hanabi.test/'])(
    'is stored with Secure when the page is %s',
    async (pageUrl) => {
      const cookies = memoryCookieStore();
      const { client } = testClient([successResponse(null)], { cookieStore: cookies, pageUrl });
      await client.get('/health');
      expect(cookies.sets[0]?.attributes.secure).toBe(true);
    },
  );

  it("takes the page URL from the browser's location when none is configured", async () => {
    vi.stubGlobal('location', { href: 'http://localhost:3000/' });
    const cookies = memoryCookieStore();
    const { client } = testClient([successResponse(null)], { cookieStore: cookies });
    await client.get('/health');
    expect(cookies.sets[0]?.attributes.secure).toBe(false);
  });

  it('is stored on the product-wide domain when one is configured', async () => {
    const cookies = memoryCookieStore();
    const { client } = testClient([successResponse(null)], { cookieStore: cookies, cookieDomain: '.hanabi.test' });
    await client.get('/health');
    expect(cookies.sets[0]?.attributes.domain).toBe('.hanabi.test');
  });

  it('is created once per SSR request: later calls reuse it and one Set-Cookie goes out', async () => {
    const store = requestCookieStore('festa_auth=s1');
    const { client, requests } = testClient([successResponse(null), successResponse(null)], { cookieStore: store });
    await client.get('/v1/users/statuses');
    await client.get('/health');

    const [first, second] = requests.map((r) => r.headers.get('Anime-User-Tracking-Id'));
    expect(first).toMatch(NANOID_21);
    expect(second).toBe(first);
    expect(store.setCookieHeaders()).toEqual([
      `user_tracking_id=${first}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
    ]);
  });
});
