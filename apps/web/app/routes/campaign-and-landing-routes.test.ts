/**
 * Every /lp/ page and every named campaign of spec §2, through the route's middleware and loader against a
 * fake API: what each kind of viewer gets — the page in its layout, the age check, home, or a 404.
 */
import { type CampaignLayout, guestUserStatus, SPEC_LANDING_SLUGS } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { campaign, landing } from '../test/campaign-fixtures.ts';
import { apiFailure, apiSuccess, memberStatus, NOW, subscribeHistories } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import * as campaignRoute from './campaign.tsx';
import * as lpRoute from './lp.tsx';

const SITE = 'http://localhost:3000';
const ACCOUNTS = 'http://accounts.hanabi.test';
const NOT_FOUND = () => apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');

type Tier = 'guest' | 'free' | 'lite' | 'premium';

interface Visit {
  tier?: Tier;
  checkedAge?: boolean;
}

/** A fake API that knows the viewer's status, one campaign or landing (or none), and no subscribe history. */
function apiFor(tier: Tier, answer: (url: URL) => Response | null) {
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
  middleware?: typeof campaignRoute.middleware;
  loader: (args: never) => Promise<unknown>;
}

/** Runs a route for `path` as React Router would, and says what the viewer gets. */
async function run(
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

describe('/lp/{slug}', () => {
  const landingApi = (slug: string) => (url: URL) =>
    url.pathname === '/v1/dynamic_landings' && url.searchParams.get('slug') === slug ? apiSuccess(landing(slug)) : null;
  const visit = (slug: string, tier: Tier) => run(lpRoute, `/lp/${slug}`, slug, tier, landingApi(slug));

  it.each(SPEC_LANDING_SLUGS)(
    '/lp/%s: guests and free members get the landing page, lite and premium members go home',
    async (slug) => {
      expect(await visit(slug, 'guest')).toEqual({ kind: 'page', layout: 'lp', ageCheck: false, audience: 'guest' });
      expect(await visit(slug, 'free')).toEqual({ kind: 'page', layout: 'lp', ageCheck: false, audience: 'free' });
      expect(await visit(slug, 'lite')).toEqual({ kind: 'redirect', to: '/' });
      expect(await visit(slug, 'premium')).toEqual({ kind: 'redirect', to: '/' });
    },
  );

  it('invites a guest to register on the sign-in service for the anime service, coming back to the page', async () => {
    const { context } = apiFor('guest', landingApi('mens'));
    const request = new Request(`${SITE}/lp/mens`);
    const data = await lpRoute.loader({
      request,
      params: { slug: 'mens' },
      context,
      url: new URL(request.url),
      pattern: '',
    } as never);
    if (data.offer.audience !== 'guest') throw new Error('expected a guest offer');
    const register = new URL(data.offer.registerUrl);
    expect(`${register.origin}${register.pathname}`).toBe(`${ACCOUNTS}/register`);
    expect(register.searchParams.get('design')).toBe('1');
    expect(register.searchParams.get('destination')).toBe(`${SITE}/lp/mens`);
  });

  it('answers 404 for a landing the API does not know or that has ended', async () => {
    expect(await run(lpRoute, '/lp/dynamic_unknown', 'dynamic_unknown', 'guest', () => null)).toEqual({
      kind: 'error',
      status: 404,
    });
  });

  it.each(['UPPER', 'a.b', 'x'.repeat(65)])('answers 404 for /lp/%s without asking the API', async (slug) => {
    const api = apiFor('guest', () => null);
    const request = new Request(`${SITE}/lp/${slug}`);
    const outcome = lpRoute.loader({
      request,
      params: { slug },
      context: api.context,
      url: new URL(request.url),
      pattern: '',
    } as never);
    await expect(outcome).rejects.toMatchObject({ init: { status: 404 } });
    expect(api.calls).toHaveLength(0);
  });
});

/** The named campaigns of spec §2 and a few numbered ones, with the layout and guard their records give. */
const CAMPAIGNS: Array<{ slug: string; layout: CampaignLayout; guarded: boolean }> = [
  { slug: '-1604', layout: 'lp', guarded: false },
  { slug: '-1667', layout: 'lp', guarded: false },
  { slug: '-1813', layout: 'default', guarded: false },
  { slug: '-canchuhai', layout: 'lp', guarded: false },
  { slug: '-kotesashi', layout: 'default', guarded: false },
  { slug: '-makinasan', layout: 'lp', guarded: false },
  { slug: 'feature-1652-202506', layout: 'default', guarded: false },
  { slug: 'feature-2025fall', layout: 'default', guarded: false },
  { slug: 'feature-2025summer', layout: 'default', guarded: false },
  { slug: 'feature-bl', layout: 'default', guarded: false },
  { slug: 'feature-koukoku', layout: 'default', guarded: false },
  { slug: 'feature-otona-kmp1', layout: 'default', guarded: true },
  { slug: 'feature-otona-nc1', layout: 'default', guarded: true },
  { slug: 'feature-otonabl', layout: 'default', guarded: true },
  { slug: 'feature-softgaragebl', layout: 'default', guarded: false },
  { slug: 'list-dokusen', layout: 'default', guarded: false },
  { slug: 'list-eroge', layout: 'default', guarded: true },
  { slug: 'list-harem', layout: 'default', guarded: false },
  { slug: 'list-hitoduma', layout: 'default', guarded: true },
  { slug: 'list-oneesan', layout: 'default', guarded: false },
  { slug: 'list-otona-harem', layout: 'default', guarded: true },
  { slug: 'list-otona-oneesan', layout: 'default', guarded: true },
  { slug: 'list-otona-uniform', layout: 'default', guarded: true },
  { slug: '3', layout: 'default', guarded: false },
  { slug: '8', layout: 'default', guarded: true },
  { slug: '63', layout: 'default', guarded: true },
];

describe('/campaigns/{slug}', () => {
  const campaignApi =
    ({ slug, layout, guarded }: (typeof CAMPAIGNS)[number]) =>
    (url: URL) =>
      url.pathname === `/v1/campaigns/${slug}`
        ? apiSuccess(campaign(slug, { layout, requires_age_permission: guarded }))
        : null;
  const visit = (row: (typeof CAMPAIGNS)[number], tier: Tier, { checkedAge = false }: Visit = {}, query = '') =>
    run(campaignRoute, `/campaigns/${row.slug}${query}`, row.slug, tier, campaignApi(row), checkedAge);

  it.each(CAMPAIGNS)('/campaigns/$slug: $layout layout, age check $guarded', async (row) => {
    const page = { kind: 'page', layout: row.layout, ageCheck: false };
    const audience = (tier: 'guest' | 'free') => (row.layout === 'lp' ? tier : null);
    if (row.guarded) {
      // Spec §4: without checked_age, the same path with check_age, then the check instead of the page.
      expect(await visit(row, 'guest')).toEqual({
        kind: 'redirect',
        to: `/campaigns/${row.slug}?check_age=true&backward_path=%2F`,
      });
      expect(await visit(row, 'guest', {}, '?check_age=true&backward_path=%2F')).toEqual({
        ...page,
        ageCheck: true,
        audience: null,
      });
    }
    expect(await visit(row, 'guest', { checkedAge: true })).toEqual({ ...page, audience: audience('guest') });
    expect(await visit(row, 'free', { checkedAge: true })).toEqual({ ...page, audience: audience('free') });
    const paid = row.layout === 'lp' ? { kind: 'redirect', to: '/' } : { ...page, audience: null };
    expect(await visit(row, 'lite', { checkedAge: true })).toEqual(paid);
    expect(await visit(row, 'premium', { checkedAge: true })).toEqual(paid);
  });

  it('answers 404 for a campaign the API does not know or that has ended', async () => {
    expect(await run(campaignRoute, '/campaigns/1', '1', 'guest', () => null)).toEqual({ kind: 'error', status: 404 });
  });

  it.each(['LIST-DOKUSEN', 'list_dokusen', '--1604'])(
    'answers 404 for /campaigns/%s without asking the API',
    async (slug) => {
      const api = apiFor('guest', () => apiSuccess(campaign(slug)));
      const request = new Request(`${SITE}/campaigns/${slug}`);
      const args = { request, params: { slug }, context: api.context, url: new URL(request.url), pattern: '' };
      await expect(loadThroughMiddleware(campaignRoute as never, args as never)).rejects.toMatchObject({
        init: { status: 404 },
      });
      expect(api.calls.filter((call) => call.url.pathname.startsWith('/v1/campaigns'))).toHaveLength(0);
    },
  );
});
