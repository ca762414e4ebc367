import type { AdminEditorPick as Pick } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import AdminPick, { action as pickAction, loader as pickLoader } from './admin-pick.tsx';
import AdminPickNew, { action as newPickAction } from './admin-pick-new.tsx';
import AdminPicks, { loader as picksLoader } from './admin-picks.tsx';

const PICK: Pick = {
  id: 5,
  name: '年末年始のおすすめ',
  starts_at: '2026-12-28T00:00:00+09:00',
  ends_at: '2027-01-04T00:00:00+09:00',
  state: 'scheduled',
  title_count: 2,
  titles: [
    { id: 21, name: '残月の刃' },
    { id: 22, name: 'フラクタ' },
  ],
};
const LIST = { items: [PICK], pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 } };
const args = (api: ReturnType<typeof consoleApi>, url: string, form?: Record<string, string>) => ({
  ...(consoleArgs(api.context, url, form) as object),
  params: { id: '5' },
});

describe('console editor picks', () => {
  it('lists the picks and previews, at a chosen Japan time, which list leads おすすめ with its titles in order', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/editor_picks': apiSuccess(LIST),
      'GET /admin/v1/editor_picks/current': apiSuccess({ pick: { ...PICK, state: 'running' } }),
    });
    const url = '/admin/picks?at=2026-12-30T10%3A00';
    const text = textOf(renderRoute(AdminPicks, await picksLoader(consoleArgs(api.context, url)), url));
    const asked = api.sent().find((call) => call.path === '/admin/v1/editor_picks/current');
    expect(asked?.query.get('at')).toBe('2026-12-30T10:00:00+09:00');
    expect(text).toContain('2026/12/30 10:00:00の「おすすめ」の先頭: 年末年始のおすすめ');
    expect(text.indexOf('残月の刃')).toBeLessThan(text.indexOf('フラクタ'));
    expect(text).toContain('編集部のおすすめの一覧（1件）');

    const none = consoleApi(operatorMe('support'), {
      'GET /admin/v1/editor_picks': apiSuccess(LIST),
      'GET /admin/v1/editor_picks/current': apiSuccess({ pick: null }),
    });
    const quiet = textOf(
      renderRoute(AdminPicks, await picksLoader(consoleArgs(none.context, '/admin/picks')), '/admin/picks'),
    );
    expect(quiet).toContain('現在は編集部のおすすめがありません。');
    expect(quiet).not.toContain('編集部のおすすめを作成');
  });

  it('moves a title by sending the whole list, and refuses a bad form in Japanese without calling the API', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/editor_picks/5': apiSuccess(PICK),
      'PUT /admin/v1/editor_picks/5/titles': apiSuccess(PICK),
    });
    const page = textOf(
      renderRoute(
        AdminPick,
        await loadAfterIdCheck(pickLoader, args(api, '/admin/picks/5') as never),
        '/admin/picks/5',
      ),
    );
    expect(page).toContain('現在の状態: 公開予定');
    await loadAfterIdCheck(
      pickAction,
      args(api, '/admin/picks/5', { intent: 'title_move', title_id: '22', direction: 'up' }) as never,
    );
    expect(api.sent().at(-1)).toMatchObject({ method: 'PUT', body: { title_ids: [22, 21] } });

    const fresh = consoleApi(operatorMe('editor'));
    const form = { intent: 'save', name: '', starts_at: '2026-12-28T00:00', ends_at: '2026-12-27T00:00' };
    const answer = await newPickAction(consoleArgs(fresh.context, '/admin/picks/new', form));
    const text = textOf(renderRouteAfterPost(AdminPickNew, null, answer, '/admin/picks/new'));
    expect(text).toContain('名前を入力してください。');
    expect(text).toContain('終了日時は開始日時より後にしてください。');
    expect(fresh.sent()).toEqual([]);
  });
});
