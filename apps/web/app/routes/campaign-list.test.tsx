import { describe, expect, it } from 'vitest';
import { campaign } from '../test/campaign-fixtures.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { fakeLoadContext } from '../test/loader-context.ts';
import { linksIn, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import CampaignListRoute, { loader as campaignListLoader } from './campaign-list.tsx';

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
    const html = renderRoute(
      CampaignListRoute,
      {
        campaigns: { ok: true, data: { items: [summary], pagination: pagination(1) } },
      },
      '/campaign_list',
    );
    expect(linksIn(html).find((link) => link.attributes.href === '/campaigns/list-dokusen')?.text).toContain(
      '開催期間：2025年9月1日〜2025年11月30日',
    );
  });

  it('says so when no campaign is running', () => {
    const html = renderRoute(
      CampaignListRoute,
      {
        campaigns: { ok: true, data: { items: [], pagination: pagination(0) } },
      },
      '/campaign_list',
    );
    expect(textOf(html)).toContain('いま開催中のキャンペーンはありません。');
  });
});
