import { type AdminHomeLayout, HOME_SECTION_KEYS, type HomeSectionSlot } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, linkNames, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { routeErrorOf } from '../test/thrown.ts';
import AdminHomeLayoutNew, { action as newAction, loader as newLoader } from './admin-home-layout-new.tsx';
import AdminHomeLayouts, { action as listAction, loader as listLoader } from './admin-home-layouts.tsx';

const BUILT_IN: HomeSectionSlot[] = HOME_SECTION_KEYS.map((key) => ({ key, hidden: false }));
/** おすすめ on top, 新着エピソード hidden: the order an editor schedules for a campaign week. */
const CAMPAIGN: HomeSectionSlot[] = [
  { key: 'recommended', hidden: false },
  { key: 'new_episodes', hidden: true },
  { key: 'ranking_weekly', hidden: false },
  { key: 'features', hidden: false },
  { key: 'exclusives', hidden: false },
  { key: 'scheduled_deliveries', hidden: false },
];
const LAYOUT: AdminHomeLayout = {
  id: 5,
  sections: CAMPAIGN,
  starts_at: '2026-12-01T00:00:00+09:00',
  ends_at: '2026-12-08T00:00:00+09:00',
  created_at: '2026-11-26T10:00:00+09:00',
};
const ANSWERS = {
  'GET /admin/v1/home_layouts': apiSuccess({
    items: [LAYOUT],
    pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 },
  }),
  'GET /admin/v1/home_layouts/current': (call: { query: URLSearchParams }) =>
    apiSuccess({ sections: call.query.get('at') ? CAMPAIGN : BUILT_IN }),
  'GET /admin/v1/home_layouts/5': apiSuccess(LAYOUT),
};

/** The new layout's form as the browser posts it: every key in order, the ones shown, the window, the button. */
function posted(sections: HomeSectionSlot[], fields: Record<string, string>) {
  const form = new FormData();
  for (const { key, hidden } of sections) {
    form.append('section', key);
    if (!hidden) form.append('shown', key);
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('console home layouts', () => {
  it('lists the scheduled orders with their windows, and previews the order a viewer gets at a chosen time', async () => {
    const api = consoleApi(operatorMe('editor'), ANSWERS);
    const now = textOf(
      renderRoute(AdminHomeLayouts, await listLoader(consoleArgs(api.context, '/admin/home-layouts'))),
    );
    expect(now).toContain('現在、視聴者のホームにはカルーセルの下に次の順で表示されます。');
    expect(now).toContain('新着エピソード 週間ランキング おすすめ 特集 独占・先行配信 配信予定 非表示: なし');
    expect(now).toContain('2026/12/01 00:00:00〜2026/12/08 00:00:00');
    expect(now).toContain('おすすめ → 週間ランキング → 特集 → 独占・先行配信 → 配信予定');

    const path = '/admin/home-layouts?at=2026-12-02T09:30';
    const html = renderRoute(AdminHomeLayouts, await listLoader(consoleArgs(api.context, path)), path);
    expect(api.sent().at(-1)?.query.get('at')).toBe('2026-12-02T09:30:00+09:00');
    const text = textOf(html);
    expect(text).toContain('2026/12/02 09:30:00の時点で、視聴者のホームにはカルーセルの下に次の順で表示されます。');
    expect(text).toContain(
      '次の順で表示されます。 おすすめ 週間ランキング 特集 独占・先行配信 配信予定 非表示: 新着エピソード',
    );
    expect(linkNames(html)).toEqual(
      expect.arrayContaining(['並び順を作成', '2026/12/01 00:00:00〜2026/12/08 00:00:00の並び順をもとに作成']),
    );
    expect(buttonsIn(html).map((button) => button.name)).toContain('削除');
  });

  it('deletes a layout once confirmed; a サポート operator looks but may not change anything', async () => {
    const api = consoleApi(operatorMe('editor'), {
      ...ANSWERS,
      'DELETE /admin/v1/home_layouts/5': apiSuccess(LAYOUT),
    });
    const answer = await listAction(consoleArgs(api.context, '/admin/home-layouts', { intent: 'delete', id: '5' }));
    expect(answer).toEqual({ kind: 'done', message: 'ホームの並び順を削除しました。' });
    expect(api.sent().at(-1)).toMatchObject({ method: 'DELETE', path: '/admin/v1/home_layouts/5' });

    const support = consoleApi(operatorMe('support'), ANSWERS);
    const html = renderRoute(AdminHomeLayouts, await listLoader(consoleArgs(support.context, '/admin/home-layouts')));
    expect(buttonsIn(html).map((button) => button.name)).not.toContain('削除');
    expect(linkNames(html)).not.toContain('並び順を作成');
    for (const call of [
      () => listAction(consoleArgs(support.context, '/admin/home-layouts', { intent: 'delete', id: '5' })),
      () => newLoader(consoleArgs(support.context, '/admin/home-layouts/new')),
    ]) {
      expect(await routeErrorOf(call)).toMatchObject({ status: 403 });
    }
    expect(support.sent().filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('starts a new layout from a scheduled one, moves a section up without saving, then schedules it', async () => {
    const api = consoleApi(operatorMe('editor'), {
      ...ANSWERS,
      'POST /admin/v1/home_layouts': apiSuccess({ ...LAYOUT, id: 6 }),
    });
    const loaded = await newLoader(consoleArgs(api.context, '/admin/home-layouts/new?from=5'));
    expect(api.sent().at(-1)?.path).toBe('/admin/v1/home_layouts/5');
    const started = renderRoute(AdminHomeLayoutNew, loaded, '/admin/home-layouts/new');
    expect(buttonsIn(started).map((button) => button.name)).toEqual(
      expect.arrayContaining(['「配信予定」を上へ移動', '「おすすめ」を下へ移動', 'この並び順を予約する']),
    );
    expect(started).toMatch(/aria-label="「新着エピソード」を表示する"(?![^>]*checked)/);

    const path = '/admin/home-layouts/new';
    const moved = await newAction(
      consoleArgs(api.context, path, posted(CAMPAIGN, { intent: 'up:ranking_weekly', starts_at: '2026-12-10T00:00' })),
    );
    expect(api.sent().filter((call) => call.method === 'POST')).toEqual([]);
    const text = textOf(renderRouteAfterPost(AdminHomeLayoutNew, loaded, moved, path));
    expect(text.indexOf('週間ランキング')).toBeLessThan(text.indexOf('新着エピソード'));

    const saved = await routeErrorOf(() =>
      newAction(
        consoleArgs(
          api.context,
          path,
          posted(CAMPAIGN, { intent: 'save', starts_at: '2026-12-10T00:00', ends_at: '' }),
        ),
      ),
    );
    expect(saved).toEqual({ status: 302, data: '/admin/home-layouts?notice=created' });
    expect(api.sent().at(-1)).toMatchObject({
      method: 'POST',
      path: '/admin/v1/home_layouts',
      body: { sections: CAMPAIGN, starts_at: '2026-12-10T00:00:00+09:00', ends_at: null },
    });
  });

  it('refuses a layout without a start or ending before it starts beside the field, without calling the API', async () => {
    const api = consoleApi(operatorMe('editor'), ANSWERS);
    const path = '/admin/home-layouts/new';
    const loaded = await newLoader(consoleArgs(api.context, path));
    expect(api.sent().at(-1)?.path).toBe('/admin/v1/home_layouts/current');
    for (const [fields, message] of [
      [{ starts_at: '' }, '日時を入力してください。'],
      [{ starts_at: '2026-12-10T00:00', ends_at: '2026-12-09T00:00' }, '終了日時は開始日時より後にしてください。'],
    ] as const) {
      const answer = await newAction(consoleArgs(api.context, path, posted(BUILT_IN, { intent: 'save', ...fields })));
      expect(textOf(renderRouteAfterPost(AdminHomeLayoutNew, loaded, answer, path))).toContain(message);
    }
    expect(api.sent().filter((call) => call.method === 'POST')).toEqual([]);
  });
});
