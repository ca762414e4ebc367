/**
 * Test support: a visit to a landing (/lp/) or campaign page, through the route's middleware and loader against
 * a fake API, and what the viewer gets — the page in its layout, the age check, home, or a 404.
 */
import { type CampaignLayout, guestUserStatus } from '@hanabi/contract';
import type { MiddlewareFunction } from 'react-router';
import { apiFailure, apiSuccess, memberStatus, NOW, subscribeHistories } from './fixtures.ts';
import { fakeLoadContext } from './loader-context.ts';
import { loadThroughMiddleware } from './route-middleware.ts';

/** The site and sign-in origins the visits are made on. */
export const SITE = 'http://localhost:3000';
export const ACCOUNTS = 'http://accounts.hanabi.test';
const NOT_FOUND = () => apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');

export type Tier = 'guest' | 'free' | 'lite' | 'premium';

export interface Visit {
  tier?: Tier;
  checkedAge?: boolean;
}

/** A fake API that knows the viewer's status, one campaign or landing (or none), and no subscribe history. */
export function apiFor(tier: Tier, answer: (url: URL) => Response | null) {
  const status = tier === 'guest' ? guestUserStatus(NOW) : memberStatus(tier);
  return fakeLoadContext(
    (url) => {
      if (url.pathname === '/v1/users/statuses') return apiSuccess(status);
      if (url.pathname === '/v1/users/subscribe_histories') return apiSuccess(subscribeHistories([]));
      return answer(url) ?? NOT_FOUND();
    },
    {},
    { WEB_ORIGIN: SITE, ACCOUNTS_ORIGIN: ACCOUNTS },
  );
}

type Outcome =
  | { kind: 'page'; layout: string; ageCheck: boolean; audience: string | null }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; status: number | undefined };

interface RouteModule {
  middleware?: MiddlewareFunction<Response>[];
  loader: (args: never) => Promise<unknown>;
}

/** Runs a route for `path` as React Router would, and says what the viewer gets. */
export async function run(
  route: RouteModule,
  path: string,
  slug: string,
  tier: Tier,
  answer: (url: URL) => Response | null,
  checkedAge = false,
) {
  const { context } = apiFor(tier, answer);
  const headers: Record<string, string> = checkedAge ? { cookie: 'checked_age=1' } : {};
  const request = new Request(`${SITE}${path}`, { headers });
  const args = { request, params: { slug }, context, url: new URL(request.url), pattern: '' };
  try {
    const data = (await loadThroughMiddleware(route as never, args as never)) as {
      layout?: CampaignLayout;
      ageCheck?: unknown;
      offer: { audience: string } | null;
    };
    return {
      kind: 'page',
      layout: data.layout ?? 'lp',
      ageCheck: Boolean(data.ageCheck),
      audience: data.offer?.audience ?? null,
    } satisfies Outcome;
  } catch (thrown) {
    if (thrown instanceof Response) {
      const location = new URL(thrown.headers.get('Location') ?? '', SITE);
      return { kind: 'redirect', to: `${location.pathname}${location.search}` } satisfies Outcome;
    }
    const routeError = thrown as { init?: ResponseInit | null };
    if (routeError.init) return { kind: 'error', status: routeError.init.status } satisfies Outcome;
    throw thrown;
  }
}
