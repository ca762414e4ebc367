import type { AdminDynamicLanding as Landing } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import AdminLanding, { action as landingAction, loader as landingLoader } from './admin-landing.tsx';
import AdminLandingNew, { action as newLandingAction } from './admin-landing-new.tsx';
import AdminLandings, { loader as landingsLoader } from './admin-landings.tsx';

const LANDING: Landing = {
  id: 5,
  slug: 'dynamic_spring',
  heading: '春の新作まとめ',
  lead: '',
  layout: 'vertical_image',
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

describe('console dynamic landing pages', () => {
  it('lists pages with their layout in Japanese, and links a page to its /lp/ address', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/dynamic_landings': apiSuccess({
        items: [LANDING],
        pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 },
      }),
      'GET /admin/v1/dynamic_landings/5': apiSuccess(LANDING),
    });
    const list = textOf(
      renderRoute(AdminLandings, await landingsLoader(consoleArgs(api.context, '/admin/landings')), '/admin/landings'),
    );
    expect(list).toContain('春の新作まとめ');
    expect(list).toContain('画像つきの縦並び');
    // What the list says of landing pages, not of features (the two share one page).
    expect(list).toContain('ランディングページは公開期間中だけ /lp/スラッグ で表示されます。');
    expect(list).not.toContain('特集');
    const page = renderRoute(
      AdminLanding,
      await loadAfterIdCheck(landingLoader, args(api, '/admin/landings/5') as never),
      '/admin/landings/5',
    );
    expect(page).toContain('href="/lp/dynamic_spring"');
    expect(textOf(page)).toContain('現在の状態: 公開中');
  });

  it('moves a title by sending the whole list, and refuses a bad form in Japanese without calling the API', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/dynamic_landings/5': apiSuccess(LANDING),
      'PUT /admin/v1/dynamic_landings/5/titles': apiSuccess(LANDING),
    });
    await loadAfterIdCheck(
      landingAction,
      args(api, '/admin/landings/5', { intent: 'title_move', title_id: '22', direction: 'up' }) as never,
    );
    expect(api.sent().at(-1)).toMatchObject({ method: 'PUT', body: { title_ids: [22, 21] } });

    const fresh = consoleApi(operatorMe('editor'));
    const form = { intent: 'save', slug: 'LP 1', heading: '', layout: 'vertical_image', starts_at: '', ends_at: '' };
    const answer = await newLandingAction(consoleArgs(fresh.context, '/admin/landings/new', form));
    const text = textOf(renderRouteAfterPost(AdminLandingNew, null, answer, '/admin/landings/new'));
    expect(text).toContain('見出しを入力してください。');
    expect(text).toContain('スラッグは64文字以内の英小文字・数字');
    expect(fresh.sent()).toEqual([]);
  });
});
