import { sharedCacheControl } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { title } from '../test/fixtures.ts';
import { middlewareArgs } from '../test/route-middleware.ts';
import { createWebRequestContext, webRequestContext, webRequestMiddleware } from './api.server.ts';
import { type ApiAnswerCache, createApiAnswerCache } from './api-answer-cache.server.ts';
import { parseEnv } from './env.server.ts';
import { createLoadContext } from './load-context.ts';

const env = parseEnv({ API_INTERNAL_URL: 'http://api.internal:4000' });
const RETURNING_GUEST = 'user_tracking_id=AbCdEfGhIjKlMnOpQrStU';
const memberCookie = (token: string) => `${RETURNING_GUEST}; festa_auth=${token}`;

/**
 * An API like the real one: the title's name says who asked, a member's answer is `private, no-store` and a
 * guest's shareable for a minute. `leaky` marks every answer shareable, as a broken API route might.
 */
function fakeApi({ leaky = false } = {}) {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    const cookie = new Headers(init?.headers).get('cookie') ?? '';
    const session = /festa_auth=([^;]+)/.exec(cookie)?.[1];
    calls.push(session ?? 'guest');
    const cacheControl = session && !leaky ? 'private, no-store' : sharedCacheControl(60);
    return Response.json(
      { code: 2000, contents: title(1, { name: session ? `${session}の作品` : 'みんなの作品' }) },
      { headers: { 'cache-control': cacheControl } },
    );
  };
  return { calls, fetchImpl };
}

/** Renders one page for a viewer with these cookies through the shared cache: the title's name and the page's Cache-Control. */
async function page(cache: ApiAnswerCache | null, fetchImpl: typeof fetch, cookie?: string, clientAddress?: string) {
  const viewerHeaders: Record<string, string> = cookie ? { cookie } : {};
  const headers = new Headers(viewerHeaders);
  const viewer = { url: 'http://localhost:3000/titles/1', headers, ...(clientAddress ? { clientAddress } : {}) };
  const context = createLoadContext({ env, viewer });
  const web = createWebRequestContext(env, viewer, fetchImpl, cache);
  context.set(webRequestContext, web);
  let name = '';
  const response = await webRequestMiddleware(middlewareArgs('/titles/1', context, viewerHeaders), async () => {
    name = (await web.api.getTitle(1)).name;
    return new Response('page');
  });
  return { name, cacheControl: response?.headers.get('cache-control'), vary: response?.headers.get('vary') };
}

describe('the cache of API answers behind guest pages (decision 0057)', () => {
  it("never gives a guest the answer a member was given first, and keeps the guest's for the next guest", async () => {
    const cache = createApiAnswerCache(5);
    const api = fakeApi();

    expect((await page(cache, api.fetchImpl, memberCookie('alice'))).name).toBe('aliceの作品');
    expect((await page(cache, api.fetchImpl, RETURNING_GUEST)).name).toBe('みんなの作品');
    expect((await page(cache, api.fetchImpl, RETURNING_GUEST)).name).toBe('みんなの作品');
    expect((await page(cache, api.fetchImpl)).name).toBe('みんなの作品');

    expect(api.calls).toEqual(['alice', 'guest']);
  });

  it("never gives one member another's answer, nor a member a guest's, even from an API that marks them shareable", async () => {
    const cache = createApiAnswerCache(5);
    const api = fakeApi({ leaky: true });

    expect((await page(cache, api.fetchImpl, memberCookie('alice'))).name).toBe('aliceの作品');
    expect((await page(cache, api.fetchImpl, memberCookie('bob'))).name).toBe('bobの作品');
    expect((await page(cache, api.fetchImpl, RETURNING_GUEST)).name).toBe('みんなの作品');
    expect((await page(cache, api.fetchImpl, memberCookie('alice'))).name).toBe('aliceの作品');

    expect(api.calls).toEqual(['alice', 'bob', 'guest', 'alice']);
  });

  it('never gives a guest the answer kept for a guest at another address (the API refuses viewers abroad)', async () => {
    const cache = createApiAnswerCache(5);
    const api = fakeApi();

    await page(cache, api.fetchImpl, RETURNING_GUEST, '133.0.0.1');
    await page(cache, api.fetchImpl, RETURNING_GUEST, '133.0.0.1');
    await page(cache, api.fetchImpl, RETURNING_GUEST, '8.8.8.8');

    expect(api.calls).toEqual(['guest', 'guest']);
  });

  it('keeps nothing for an age-checked viewer or one on a moved clock', async () => {
    const cache = createApiAnswerCache(5);
    const api = fakeApi();

    await page(cache, api.fetchImpl, `${RETURNING_GUEST}; checked_age=1`);
    await page(cache, api.fetchImpl, `${RETURNING_GUEST}; dev_debug_time=2030-01-01T00:00:00Z`);

    expect(cache?.size).toBe(0);
  });

  it('keeps nothing when API_ANSWER_CACHE_SECONDS is 0', async () => {
    const api = fakeApi();

    await page(createApiAnswerCache(0), api.fetchImpl, RETURNING_GUEST);
    await page(createApiAnswerCache(0), api.fetchImpl, RETURNING_GUEST);

    expect(api.calls).toEqual(['guest', 'guest']);
  });
});

describe("a page's own cache headers (decision 0057)", () => {
  it("lets shared caches keep a returning guest's page, varying by cookie, as long as its answers", async () => {
    const { cacheControl, vary } = await page(null, fakeApi().fetchImpl, RETURNING_GUEST);

    expect(cacheControl).toBe(sharedCacheControl(60));
    expect(vary).toContain('Cookie');
  });

  it("keeps a member's page and an age-checked one private", async () => {
    const api = fakeApi();

    expect((await page(null, api.fetchImpl, memberCookie('alice'))).cacheControl).toBe('private, no-store');
    expect((await page(null, api.fetchImpl, `${RETURNING_GUEST}; checked_age=1`)).cacheControl).toBe(
      'private, no-store',
    );
  });

  it('lets shared caches keep a first visit’s page too: it sets no tracking cookie', async () => {
    expect((await page(null, fakeApi().fetchImpl)).cacheControl).toBe(sharedCacheControl(60));
  });

  it('keeps a guest page private when one of its answers was private', async () => {
    const privateAnswer: typeof fetch = async () =>
      Response.json({ code: 2000, contents: title(1) }, { headers: { 'cache-control': 'private, no-store' } });

    expect((await page(null, privateAnswer, RETURNING_GUEST)).cacheControl).toBe('private, no-store');
  });
});
