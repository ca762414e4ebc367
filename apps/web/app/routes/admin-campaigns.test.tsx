import type { AdminCampaign as Campaign } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import AdminCampaign, { action as campaignAction, loader as campaignLoader } from './admin-campaign.tsx';
import AdminCampaignNew, { action as newCampaignAction } from './admin-campaign-new.tsx';
import AdminCampaigns, { loader as campaignsLoader } from './admin-campaigns.tsx';

const CAMPAIGN: Campaign = {
  id: 5,
  slug: 'list-dokusen',
  name: '独占配信キャンペーン',
  lead: '',
  body: '',
  layout: 'lp',
  requires_age_permission: true,
  listed: false,
  starts_at: '2026-03-01T00:00:00+09:00',
  ends_at: '2026-04-01T00:00:00+09:00',
  state: 'running',
  title_count: 2,
  titles: [
    { id: 21, name: '残月の刃' },
    { id: 22, name: 'フラクタ' },
  ],
};
const args = (api: ReturnType<typeof consoleApi>, url: string, form?: Record<string, string>) => ({
  ...(consoleArgs(api.context, url, form) as object),
  params: { id: '5' },
});

describe('console campaigns', () => {
  it('lists campaigns with their layout and age guard in Japanese, and links one to its /campaigns/ address', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/campaigns': apiSuccess({
        items: [CAMPAIGN],
        pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 },
      }),
      'GET /admin/v1/campaigns/5': apiSuccess(CAMPAIGN),
    });
    const list = textOf(
      renderRoute(
        AdminCampaigns,
        await campaignsLoader(consoleArgs(api.context, '/admin/campaigns')),
        '/admin/campaigns',
      ),
    );
    expect(list).toContain('独占配信キャンペーン');
    expect(list).toContain('ランディング・年齢確認あり');
    // What the list says of campaigns, not of features or landing pages (they share one page).
    expect(list).toContain('キャンペーンは公開期間中だけ /campaigns/番号・名前 で表示されます。');
    expect(list).not.toContain('特集');
    const page = renderRoute(
      AdminCampaign,
      await loadAfterIdCheck(campaignLoader, args(api, '/admin/campaigns/5') as never),
      '/admin/campaigns/5',
    );
    expect(page).toContain('href="/campaigns/list-dokusen"');
    expect(page).toMatch(/name="requires_age_permission"[^>]*checked/);
    expect(textOf(page)).toContain('現在の状態: 公開中');
  });

  it('moves a title by sending the whole list, and refuses a bad form in Japanese without calling the API', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/campaigns/5': apiSuccess(CAMPAIGN),
      'PUT /admin/v1/campaigns/5/titles': apiSuccess(CAMPAIGN),
    });
    await loadAfterIdCheck(
      campaignAction,
      args(api, '/admin/campaigns/5', { intent: 'title_move', title_id: '22', direction: 'up' }) as never,
    );
    expect(api.sent().at(-1)).toMatchObject({ method: 'PUT', body: { title_ids: [22, 21] } });

    const fresh = consoleApi(operatorMe('editor'));
    const form = { intent: 'save', slug: 'Campaign 1', name: '', layout: 'default', starts_at: '', ends_at: '' };
    const answer = await newCampaignAction(consoleArgs(fresh.context, '/admin/campaigns/new', form));
    const text = textOf(renderRouteAfterPost(AdminCampaignNew, null, answer, '/admin/campaigns/new'));
    expect(text).toContain('キャンペーン名を入力してください。');
    expect(text).toContain('アドレスは64文字以内で、番号（例: 12）');
    expect(fresh.sent()).toEqual([]);
  });
});
