import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { loader as rootLoader } from '../root.tsx';
import {
  apiFailure,
  apiSuccess,
  BEFORE_POINTS_CUTOFF,
  historyItem,
  memberStatus,
  NOW,
  present,
  presentList,
  subscribeHistories,
} from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import { loader as entryLoader } from './entry.tsx';
import { loader as entryPremiumLoader } from './entry-premium.tsx';
import * as myRoute from './my.tsx';

// The loader alone; a guest is turned away before it, by the route's guard (loadThroughMiddleware).
const { loader: myLoader } = myRoute;

const WEB = 'https://hanabi.example';
const ACCOUNTS = 'https://accounts.hanabi.example';

/** A fake API: the status, the member's lists, or a failure, by path. */
function memberApi(status: UserStatus, answers: Record<string, () => Response> = {}) {
  return fakeLoadContext(
    (url) => {
      const answer = answers[url.pathname];
      if (answer) return answer();
      if (url.pathname === '/v1/users/statuses') return apiSuccess(status);
      if (url.pathname === '/v1/users/subscribe_histories') return apiSuccess(subscribeHistories([]));
      if (url.pathname === '/v1/users/presents') return apiSuccess(presentList([]));
      return apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');
    },
    {},
    { WEB_ORIGIN: WEB, ACCOUNTS_ORIGIN: ACCOUNTS },
  );
}

function args(path: string, context: ReturnType<typeof fakeLoadContext>['context']) {
  // The request's own host never makes it into a link: return URLs are built on WEB_ORIGIN.
  const request = new Request(`http://127.0.0.1:3000${path}`);
  return { request, params: {}, context, url: new URL(request.url), pattern: '' };
}

/** The redirect a loader threw, as the browser would follow it. */
async function redirectOf(run: () => Promise<unknown>): Promise<{ status: number; location: URL }> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: new URL(thrown.headers.get('Location') ?? '', WEB) };
    }
    throw thrown;
  }
  throw new Error('the loader did not redirect');
}

describe('root loader', () => {
  it('gives the page shell the viewer status, asked once however many loaders need it', async () => {
    const { context, calls } = memberApi(memberStatus('lite'));
    const [root, my] = await Promise.all([
      rootLoader(args('/my', context) as Parameters<typeof rootLoader>[0]),
      myLoader(args('/my', context)),
    ]);
    expect(root.userStatus?.subscribed_plan_id).toBe(1);
    expect(my.status.subscribed_plan_id).toBe(1);
    expect(calls.filter((call) => call.url.pathname === '/v1/users/statuses')).toHaveLength(1);
  });

  it('renders the shell as a guest when the status call fails', async () => {
    const { context } = memberApi(memberStatus('lite'), {
      '/v1/users/statuses': () => apiFailure(503, 5003, '混雑しています。'),
    });
    const root = await rootLoader(args('/', context) as Parameters<typeof rootLoader>[0]);
    expect(root.userStatus).toBeNull();
  });
});

describe('my page loader', () => {
  it('sends a guest to log in (302), coming back to /my', async () => {
    const { context, calls } = memberApi(guestUserStatus(NOW));
    const { status, location } = await redirectOf(() => loadThroughMiddleware(myRoute, args('/my', context)));
    expect(status).toBe(302);
    expect(location.origin + location.pathname).toBe(`${ACCOUNTS}/login`);
    expect(location.searchParams.get('design')).toBe('1');
    expect(location.searchParams.get('destination')).toBe(`${WEB}/my`);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/users/statuses']);
  });

  it('loads the requested page of the continue-watching row, the subscription history and the presents', async () => {
    const { context, calls } = memberApi(memberStatus('lite'));
    await myLoader(args('/my?history_page=2&present_page=3&watching_page=4', context));
    const query = (path: string) =>
      Object.fromEntries(calls.find((call) => call.url.pathname === path)?.url.searchParams ?? []);
    expect(query('/v1/users/subscribe_histories')).toEqual({ page: '2', per_page: '10' });
    expect(query('/v1/users/presents')).toEqual({ page: '3', per_page: '10' });
    expect(query('/v1/users/watching_episodes')).toEqual({ page: '4', per_page: '10' });
  });

  it('gives a member with a plan the cancellation page, coming back to /my', async () => {
    const { context } = memberApi(memberStatus('premium'));
    const result = await myLoader(args('/my', context));
    const cancel = new URL(result.cancelUrl ?? '');
    expect(cancel.origin + cancel.pathname).toBe(`${ACCOUNTS}/plan/cancel`);
    expect(cancel.searchParams.get('destination')).toBe(`${WEB}/my`);
  });

  it('gives a free member no cancellation', async () => {
    const { context } = memberApi(memberStatus('free'));
    expect((await myLoader(args('/my', context))).cancelUrl).toBeNull();
  });

  it('offers the add-points page only until the points cut-off', async () => {
    const before = memberApi(memberStatus('free', { current_timestamp: BEFORE_POINTS_CUTOFF }));
    const addPoints = new URL((await myLoader(args('/my', before.context))).addPointsUrl ?? '');
    expect(addPoints.pathname).toBe('/points');
    const after = memberApi(memberStatus('free', { current_timestamp: NOW }));
    expect((await myLoader(args('/my', after.context))).addPointsUrl).toBeNull();
  });

  it('keeps the page when one list fails, marking only that list', async () => {
    const { context } = memberApi(memberStatus('lite'), {
      '/v1/users/presents': () => apiFailure(500, 5000, '技術的な問題が発生しました。'),
      '/v1/users/subscribe_histories': () => apiSuccess(subscribeHistories([historyItem()])),
    });
    const result = await myLoader(args('/my', context));
    expect(result.presents).toEqual({ ok: false, status: 500 });
    expect(result.histories).toMatchObject({ ok: true, data: { has_subscribe_history: true } });
  });

  it('fails as a page when the status itself cannot be had, rather than sending a member to log in', async () => {
    const { context } = memberApi(memberStatus('lite'), {
      '/v1/users/statuses': () => apiFailure(503, 5003, '混雑しています。'),
    });
    await expect(myLoader(args('/my', context))).rejects.toMatchObject({ init: { status: 503 } });
  });

  it('passes the presents through for the page', async () => {
    const { context } = memberApi(memberStatus('lite'), {
      '/v1/users/presents': () => apiSuccess(presentList([present(5)])),
    });
    const result = await myLoader(args('/my', context));
    expect(result.presents).toMatchObject({ ok: true, data: { items: [{ id: 5 }] } });
  });
});

describe('entry page loaders', () => {
  it.each([
    ['/entry', entryLoader],
    ['/entry/premium', entryPremiumLoader],
  ] as const)('send lite and premium members home from %s (302 to /)', async (path, loader) => {
    for (const tier of ['lite', 'premium'] as const) {
      const { context } = memberApi(memberStatus(tier));
      const { status, location } = await redirectOf(() => loader(args(path, context)));
      expect(status).toBe(302);
      expect(location.href).toBe(`${WEB}/`);
    }
  });

  it.each([
    ['/entry', entryLoader],
    ['/entry/premium', entryPremiumLoader],
  ] as const)('give a guest on %s registration and login coming back to the page', async (path, loader) => {
    const { context, calls } = memberApi(guestUserStatus(NOW));
    const { offer } = await loader(args(path, context));
    if (offer.audience !== 'guest') throw new Error('expected the guest offer');
    const register = new URL(offer.registerUrl);
    expect(register.origin + register.pathname).toBe(`${ACCOUNTS}/register`);
    expect(register.searchParams.get('destination')).toBe(`${WEB}${path}`);
    expect(new URL(offer.loginUrl).searchParams.get('destination')).toBe(`${WEB}${path}`);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/users/statuses']);
  });

  it('gives a free member the plan entry of the sign-in service, coming back home', async () => {
    const { context } = memberApi(memberStatus('free'));
    const { offer } = await entryLoader(args('/entry', context));
    if (offer.audience !== 'free') throw new Error('expected the free-member offer');
    for (const plan of ['lite', 'premium'] as const) {
      const entry = new URL(offer.entryUrls[plan]);
      expect(entry.origin + entry.pathname).toBe(`${ACCOUNTS}/entry`);
      expect(Object.fromEntries(entry.searchParams)).toEqual({ plan, design: '1', destination: `${WEB}/` });
    }
    expect(offer.isReentry).toBe(false);
  });

  it('recognises a free member who had a plan before (the re-entry appeal)', async () => {
    const { context } = memberApi(memberStatus('free'), {
      '/v1/users/subscribe_histories': () => apiSuccess(subscribeHistories([historyItem()])),
    });
    const { offer } = await entryLoader(args('/entry', context));
    expect(offer).toMatchObject({ audience: 'free', isReentry: true });
  });

  it('shows the plans without the appeal when the history cannot be read', async () => {
    const { context } = memberApi(memberStatus('free'), {
      '/v1/users/subscribe_histories': () => apiFailure(500, 5000, '技術的な問題が発生しました。'),
    });
    const { offer } = await entryLoader(args('/entry', context));
    expect(offer).toMatchObject({ audience: 'free', isReentry: false });
  });
});
