/**
 * Every /lp/ page of spec §2, through the route's middleware and loader against a fake API: what each kind of
 * viewer gets — the page, home, or a 404.
 */
import { SPEC_LANDING_SLUGS } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { landing } from '../test/campaign-fixtures.ts';
import { ACCOUNTS, apiFor, run, SITE, type Tier } from '../test/campaign-visits.ts';
import { apiSuccess } from '../test/fixtures.ts';
import * as lpRoute from './lp.tsx';

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
