import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { campaign } from '../test/campaign-fixtures.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { linksIn, textOf } from '../test/markup.ts';
import CampaignRoute from './campaign.tsx';
import CampaignListRoute, { loader as campaignListLoader } from './campaign-list.tsx';

function render(path: string, Page: unknown, loaderData: unknown): string {
  const Component = Page as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ id: 'page', path, Component, loader: () => loaderData }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />);
}

const { starts_at, ends_at, slug, name, lead, layout, requires_age_permission } = campaign('list-dokusen', {
  name: '独占・先行配信',
});
const summary = { slug, name, lead, layout, requires_age_permission, starts_at, ends_at };
const pagination = (total: number) => ({ page: 1, per_page: 20, total, total_pages: Math.ceil(total / 20) });

describe('/campaign_list', () => {
  it('asks for one page of the running campaigns', async () => {
    const api = fakeLoadContext(() => apiSuccess({ items: [summary], pagination: pagination(1) }));
    const request = new Request('http://localhost:3000/campaign_list?page=2');
    await campaignListLoader({ request, params: {}, context: api.context, url: new URL(request.url), pattern: '' });
    const [call] = api.calls;
    expect(`${call?.url.pathname}${call?.url.search}`).toBe('/v1/campaigns?page=2&per_page=20');
  });

  it('links each campaign with its period', () => {
    const html = render('/campaign_list', CampaignListRoute, {
      campaigns: { ok: true, data: { items: [summary], pagination: pagination(1) } },
    });
    expect(linksIn(html).find((link) => link.attributes.href === '/campaigns/list-dokusen')?.text).toContain(
      '開催期間：2025年9月1日〜2025年11月30日',
    );
  });

  it('says so when no campaign is running', () => {
    const html = render('/campaign_list', CampaignListRoute, {
      campaigns: { ok: true, data: { items: [], pagination: pagination(0) } },
    });
    expect(textOf(html)).toContain('いま開催中のキャンペーンはありません。');
  });
});

describe('/campaigns/{slug}', () => {
  it('shows a default-layout campaign with its text in paragraphs and its titles', () => {
    const html = render('/campaigns/3', CampaignRoute, {
      layout: 'default',
      ageCheck: null,
      campaign: campaign('3', { name: '週末一気見キャンペーン' }),
      offer: null,
    });
    expect(html).toContain('<h1 class="campaign-intro__heading">週末一気見キャンペーン</h1>');
    expect(html).toContain('<p>ひとつめの段落です。</p><p>ふたつめの段落です。</p>');
    expect(linksIn(html).filter((link) => link.attributes.href?.startsWith('/titles/')).length).toBe(2);
    expect(linksIn(html).some((link) => link.name === '今すぐ無料で登録')).toBe(false);
  });

  it('shows an lp-layout campaign without the site menu, with the call to join', () => {
    const html = render('/campaigns/-1604', CampaignRoute, {
      layout: 'lp',
      ageCheck: null,
      campaign: campaign('-1604', { layout: 'lp' }),
      offer: {
        audience: 'guest',
        registerUrl: 'http://accounts.test/register',
        loginUrl: 'http://accounts.test/login',
      },
    });
    expect(html).toContain('landing-header');
    expect(html).not.toContain('aria-haspopup="dialog"');
    expect(linksIn(html).filter((link) => link.name === '今すぐ無料で登録')).toHaveLength(2);
    expect(linksIn(html).some((link) => link.name === '特定商取引法に基づく表記')).toBe(true);
  });

  it('shows only the age check while it is pending', () => {
    const html = render('/campaigns/8', CampaignRoute, {
      layout: 'default',
      ageCheck: { backwardPath: '/campaign_list' },
      campaign: null,
      offer: null,
    });
    expect(textOf(html)).toContain('18歳以上ですか？');
    expect(html).not.toContain('campaign-intro');
  });
});
