import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { apiFailure, apiSuccess, memberStatus, NOW } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { episodeDetail, episodePurchase, ownedTitle, ownedTitleList } from '../test/purchase-fixtures.ts';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import * as myPurchasedRoute from './my-purchased.tsx';
import * as confirmRoute from './purchase-confirm.tsx';
import * as thanksRoute from './purchase-thanks.tsx';

// The loaders alone; a guest is turned away before them, by the routes' guards (loadThroughMiddleware).
const { loader: myPurchasedLoader } = myPurchasedRoute;
const { loader: confirmLoader } = confirmRoute;
const { loader: thanksLoader } = thanksRoute;

const WEB = 'https://hanabi.example';
const ACCOUNTS = 'https://accounts.hanabi.example';
const KEY = '0b6f3c1e-8a2d-4f57-9c3e-2d1a7b9e4f60';
const NOT_FOUND = () => apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');

/** A fake API: the status, episode 5, purchase 81 of episode 5, the owned titles, or a failure, by path. */
function purchaseApi(status: UserStatus, answers: Record<string, () => Response> = {}) {
  return fakeLoadContext(
    (url) => {
      const answer = answers[url.pathname];
      if (answer) return answer();
      if (url.pathname === '/v1/users/statuses') return apiSuccess(status);
      if (url.pathname === '/v1/episodes/5') return apiSuccess(episodeDetail(5));
      if (url.pathname === '/v1/episode/purchase/81') return apiSuccess(episodePurchase(81));
      if (url.pathname === '/v1/users/owned_titles') return apiSuccess(ownedTitleList([ownedTitle(3)]));
      return NOT_FOUND();
    },
    {},
    { WEB_ORIGIN: WEB, ACCOUNTS_ORIGIN: ACCOUNTS },
  );
}

type Context = ReturnType<typeof fakeLoadContext>['context'];

function args<Params extends Record<string, string>>(path: string, params: Params, context: Context) {
  const request = new Request(`http://127.0.0.1:3000${path}`);
  return { request, params, context, url: new URL(request.url), pattern: '' };
}

/** What a loader threw: a redirect (as the browser follows it) or a route error. */
async function thrownBy(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: new URL(thrown.headers.get('Location') ?? '', WEB), data: null };
    }
    const { data, init } = thrown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status, location: null, data };
  }
  throw new Error('the loader threw nothing');
}

const calledPaths = (calls: ReturnType<typeof fakeLoadContext>['calls']) => calls.map((call) => call.url.pathname);

describe('purchase confirm loader', () => {
  const confirm = (path: string, context: Context, id = '5') => confirmLoader(args(path, { id }, context));

  it('sends a guest to log in, coming back to this confirm page', async () => {
    const { context, calls } = purchaseApi(guestUserStatus(NOW));
    const { status, location } = await thrownBy(() =>
      loadThroughMiddleware(confirmRoute, args('/episodes/5/purchase_confirm?tid=3', { id: '5' }, context)),
    );
    expect(status).toBe(302);
    expect(`${location?.origin}${location?.pathname}`).toBe(`${ACCOUNTS}/login`);
    expect(location?.searchParams.get('destination')).toBe(`${WEB}/episodes/5/purchase_confirm?tid=3`);
    expect(calledPaths(calls)).toEqual(['/v1/users/statuses']);
  });

  it('gives a page opened without an intent a new one, keeping its other parameters', async () => {
    const { context, calls } = purchaseApi(memberStatus('free'));
    const { status, location } = await thrownBy(() => confirm('/episodes/5/purchase_confirm?tid=3', context));
    expect(status).toBe(302);
    expect(location?.pathname).toBe('/episodes/5/purchase_confirm');
    expect(location?.searchParams.get('tid')).toBe('3');
    expect(location?.searchParams.get('intent')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calledPaths(calls)).toEqual(['/v1/users/statuses']);
  });

  it('makes a different intent each time the page is opened afresh, and replaces one that is not a key', async () => {
    const intents = await Promise.all(
      ['/episodes/5/purchase_confirm', '/episodes/5/purchase_confirm?intent=abc'].map(async (path) => {
        const { context } = purchaseApi(memberStatus('free'));
        return (await thrownBy(() => confirm(path, context))).location?.searchParams.get('intent');
      }),
    );
    expect(intents[0]).not.toBe(intents[1]);
    expect(intents[1]).not.toBe('abc');
  });

  it('keeps the intent of the address across reloads, and shows the episode with its spend', async () => {
    const { context, calls } = purchaseApi(
      memberStatus('free', { current_gift_points: 300, current_festa_points: 1000 }),
    );
    const page = await confirm(`/episodes/5/purchase_confirm?tid=3&intent=${KEY}`, context);
    expect(page.intent).toBe(KEY);
    expect(page.episode.title.name).toBe('星降る町');
    expect(page.offer).toMatchObject({ kind: 'buy', spend: { gift: 300, festa: 200 }, after: { gift: 0, festa: 800 } });
    expect(calledPaths(calls)).toEqual(['/v1/users/statuses', '/v1/episodes/5']);
  });

  it('takes a reloaded page whose intent already bought the episode to that purchase’s thanks page', async () => {
    const owned = (key: string) => () =>
      apiSuccess(episodeDetail(5, { access: 'owned', owned_purchase: { id: 81, idempotency_key: key } }));
    const sameIntent = purchaseApi(memberStatus('free'), { '/v1/episodes/5': owned(KEY) });
    const thrown = await thrownBy(() => confirm(`/episodes/5/purchase_confirm?intent=${KEY}`, sameIntent.context));
    expect(thrown.status).toBe(302);
    expect(`${thrown.location?.pathname}${thrown.location?.search}`).toBe('/episodes/5/purchase_thanks?purchase_id=81');

    // Bought earlier through another intent: the page says the episode is owned.
    const otherIntent = purchaseApi(memberStatus('free'), { '/v1/episodes/5': owned('an-earlier-intent-key') });
    const page = await confirm(`/episodes/5/purchase_confirm?intent=${KEY}`, otherIntent.context);
    expect(page.offer).toMatchObject({ kind: 'owned' });
  });

  it('offers the top-up page, coming back to this page without the intent (a new one after the top-up)', async () => {
    const { context } = purchaseApi(memberStatus('free', { current_gift_points: 0, current_festa_points: 100 }));
    const page = await confirm(`/episodes/5/purchase_confirm?tid=3&intent=${KEY}`, context);
    expect(page.offer).toMatchObject({ kind: 'short', missing: 400 });
    const topUp = new URL(page.topUpUrl);
    expect(`${topUp.origin}${topUp.pathname}`).toBe(`${ACCOUNTS}/points`);
    expect(topUp.searchParams.get('destination')).toBe(`${WEB}/episodes/5/purchase_confirm?tid=3`);
  });

  it('lets members without a paid plan go to the plans, not lite or premium members', async () => {
    const free = await confirm(`/episodes/5/purchase_confirm?intent=${KEY}`, purchaseApi(memberStatus('free')).context);
    const lite = await confirm(`/episodes/5/purchase_confirm?intent=${KEY}`, purchaseApi(memberStatus('lite')).context);
    expect(free.canJoinPlan).toBe(true);
    expect(lite.canJoinPlan).toBe(false);
  });

  it.each(['abc', '0', '007'])(
    'answers 404 Page Not Found for /episodes/%s/purchase_confirm without calling the API',
    async (id) => {
      const { context, calls } = purchaseApi(memberStatus('free'));
      const thrown = await thrownBy(() => confirm(`/episodes/${id}/purchase_confirm`, context, id));
      expect(thrown).toMatchObject({ status: 404, data: `Page Not Found: /episodes/${id}/purchase_confirm` });
      expect(calls).toHaveLength(0);
      // Rule 1 comes before the login guard: a guest gets the 404 too, not the login page.
      const guest = purchaseApi(guestUserStatus(NOW));
      const guestThrown = await thrownBy(() =>
        loadThroughMiddleware(confirmRoute, args(`/episodes/${id}/purchase_confirm`, { id }, guest.context)),
      );
      expect(guestThrown).toMatchObject({ status: 404, data: `Page Not Found: /episodes/${id}/purchase_confirm` });
      expect(guest.calls).toHaveLength(0);
    },
  );

  it('answers 404 when the API knows no such episode', async () => {
    const { context } = purchaseApi(memberStatus('free'));
    const thrown = await thrownBy(() => confirm(`/episodes/6/purchase_confirm?intent=${KEY}`, context, '6'));
    expect(thrown).toMatchObject({ status: 404, data: { source: 'api', code: 4004 } });
  });
});

describe('purchase thanks loader', () => {
  const thanks = (path: string, context: Context, id = '5') => thanksLoader(args(path, { id }, context));

  it('sends a guest to log in, coming back to the thanks page', async () => {
    const { context } = purchaseApi(guestUserStatus(NOW));
    const { status, location } = await thrownBy(() =>
      loadThroughMiddleware(thanksRoute, args('/episodes/5/purchase_thanks?purchase_id=81', { id: '5' }, context)),
    );
    expect(status).toBe(302);
    expect(location?.searchParams.get('destination')).toBe(`${WEB}/episodes/5/purchase_thanks?purchase_id=81`);
  });

  it('shows the purchase of this episode', async () => {
    const { context, calls } = purchaseApi(memberStatus('free'));
    const page = await loadThroughMiddleware(
      thanksRoute,
      args('/episodes/5/purchase_thanks?purchase_id=81', { id: '5' }, context),
    );
    expect(page.purchase).toMatchObject({ id: 81, status: 'completed', episode: { id: 5 } });
    expect(calledPaths(calls)).toEqual(['/v1/users/statuses', '/v1/episode/purchase/81']);
  });

  it("answers 404 for another episode's purchase under this episode's address", async () => {
    const { context } = purchaseApi(memberStatus('free'));
    const thrown = await thrownBy(() => thanks('/episodes/6/purchase_thanks?purchase_id=81', context, '6'));
    expect(thrown).toMatchObject({ status: 404, data: 'Page Not Found: /episodes/6/purchase_thanks' });
  });

  it('answers 404 for a purchase the API does not show this member', async () => {
    const { context } = purchaseApi(memberStatus('free'));
    const thrown = await thrownBy(() => thanks('/episodes/5/purchase_thanks?purchase_id=82', context));
    expect(thrown).toMatchObject({ status: 404, data: { source: 'api', code: 4004 } });
  });

  it.each(['', '?purchase_id=', '?purchase_id=abc'])(
    'answers 404 without a purchase id (%s), calling no API',
    async (search) => {
      const { context, calls } = purchaseApi(memberStatus('free'));
      const thrown = await thrownBy(() => thanks(`/episodes/5/purchase_thanks${search}`, context));
      expect(thrown.status).toBe(404);
      expect(calls).toHaveLength(0);
    },
  );
});

describe('purchased works loader', () => {
  it('sends a guest to log in, coming back to /my/purchased', async () => {
    const { context } = purchaseApi(guestUserStatus(NOW));
    const { location } = await thrownBy(() =>
      loadThroughMiddleware(myPurchasedRoute, args('/my/purchased', {}, context)),
    );
    expect(location?.searchParams.get('destination')).toBe(`${WEB}/my/purchased`);
  });

  it('loads the requested page of the owned titles', async () => {
    const { context, calls } = purchaseApi(memberStatus('free'));
    const page = await myPurchasedLoader(args('/my/purchased?page=2', {}, context));
    expect(page.owned).toMatchObject({ ok: true, data: { items: [{ title: { id: 3 } }] } });
    const call = calls.find((candidate) => candidate.url.pathname === '/v1/users/owned_titles');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ page: '2', per_page: '20' });
  });

  it('keeps the page standing when the list cannot be loaded', async () => {
    const { context } = purchaseApi(memberStatus('free'), {
      '/v1/users/owned_titles': () => apiFailure(500, 5000, '技術的な問題が発生しました。'),
    });
    const page = await myPurchasedLoader(args('/my/purchased', {}, context));
    expect(page.owned).toEqual({ ok: false, status: 500 });
  });
});
