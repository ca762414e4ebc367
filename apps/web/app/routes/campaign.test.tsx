/**
 * Every named campaign of spec §2 and a few numbered ones, through the route's middleware and loader against a
 * fake API: what each kind of viewer gets — the page in its layout, the age check, home, or a 404; and the
 * page as each layout shows it.
 */
import type { CampaignLayout } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { campaign } from '../test/campaign-fixtures.ts';
import { apiFor, run, SITE, type Tier, type Visit } from '../test/campaign-visits.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { linksIn, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import * as campaignRoute from './campaign.tsx';

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

  it('shows a default-layout campaign with its text in paragraphs and its titles', () => {
    const html = renderRoute(
      campaignRoute.default,
      {
        layout: 'default',
        ageCheck: null,
        campaign: campaign('3', { name: '週末一気見キャンペーン' }),
        offer: null,
      },
      '/campaigns/3',
    );
    expect(html).toContain('<h1 class="campaign-intro__heading">週末一気見キャンペーン</h1>');
    expect(html).toContain('<p>ひとつめの段落です。</p><p>ふたつめの段落です。</p>');
    expect(linksIn(html).filter((link) => link.attributes.href?.startsWith('/titles/')).length).toBe(2);
    expect(linksIn(html).some((link) => link.name === '今すぐ無料で登録')).toBe(false);
  });

  it('shows an lp-layout campaign without the site menu, with the call to join', () => {
    const html = renderRoute(
      campaignRoute.default,
      {
        layout: 'lp',
        ageCheck: null,
        campaign: campaign('-1604', { layout: 'lp' }),
        offer: {
          audience: 'guest',
          registerUrl: 'http://accounts.test/register',
          loginUrl: 'http://accounts.test/login',
        },
      },
      '/campaigns/-1604',
    );
    expect(html).toContain('landing-header');
    expect(html).not.toContain('aria-haspopup="dialog"');
    expect(linksIn(html).filter((link) => link.name === '今すぐ無料で登録')).toHaveLength(2);
    expect(linksIn(html).some((link) => link.name === '特定商取引法に基づく表記')).toBe(true);
  });

  it('shows only the age check while it is pending', () => {
    const html = renderRoute(
      campaignRoute.default,
      {
        layout: 'default',
        ageCheck: { backwardPath: '/campaign_list' },
        campaign: null,
        offer: null,
      },
      '/campaigns/8',
    );
    expect(textOf(html)).toContain('18歳以上ですか？');
    expect(html).not.toContain('campaign-intro');
  });
});
