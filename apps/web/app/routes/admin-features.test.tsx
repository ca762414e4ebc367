import type { AdminFeature as Feature } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import AdminFeature, { action as featureAction, loader as featureLoader } from './admin-feature.tsx';
import AdminFeatureNew, { action as newFeatureAction } from './admin-feature-new.tsx';
import AdminFeatures, { loader as featuresLoader } from './admin-features.tsx';

const FEATURE: Feature = {
  id: 7,
  slug: 'autumn-2026',
  name: '秋の特集',
  description: '秋に観たい作品',
  starts_at: '2026-12-01T00:00:00+09:00',
  ends_at: '2026-12-31T00:00:00+09:00',
  position: 0,
  state: 'scheduled',
  title_count: 3,
  titles: [
    { id: 11, name: '残月の刃' },
    { id: 12, name: 'NEON NOISE' },
    { id: 13, name: 'フラクタ' },
  ],
};
const ONE = { 'GET /admin/v1/features/7': apiSuccess(FEATURE) };
const pageArgs = (api: ReturnType<typeof consoleApi>, url: string, form?: Record<string, string>) => ({
  ...(consoleArgs(api.context, url, form) as object),
  params: { id: '7' },
});

describe('console features', () => {
  it('lists features with their window, place, titles and state, searched by name or slug', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/features': apiSuccess({
        items: [{ ...FEATURE, titles: undefined }],
        pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 },
      }),
    });
    const data = await featuresLoader(consoleArgs(api.context, '/admin/features?q=%E7%A7%8B'));
    expect(api.sent().at(-1)).toMatchObject({ path: '/admin/v1/features' });
    const text = textOf(renderRoute(AdminFeatures, data, '/admin/features'));
    expect(text).toContain('秋の特集');
    expect(text).toContain('公開予定');
    expect(text).toContain('特集を作成');
  });

  it('adds, moves and removes titles by sending the whole ordered list', async () => {
    const api = consoleApi(operatorMe('editor'), {
      ...ONE,
      'PUT /admin/v1/features/7/titles': apiSuccess(FEATURE),
    });
    const post = (form: Record<string, string>) =>
      loadAfterIdCheck(featureAction, pageArgs(api, '/admin/features/7', form) as never);
    await post({ intent: 'title_move', title_id: '13', direction: 'up' });
    expect(api.sent().at(-1)).toMatchObject({ method: 'PUT', body: { title_ids: [11, 13, 12] } });
    await post({ intent: 'title_remove', title_id: '11' });
    expect(api.sent().at(-1)).toMatchObject({ method: 'PUT', body: { title_ids: [12, 13] } });
    await post({ intent: 'title_add', title_id: '20' });
    expect(api.sent().at(-1)).toMatchObject({ method: 'PUT', body: { title_ids: [11, 12, 13, 20] } });
    const twice = await post({ intent: 'title_add', title_id: '12' });
    expect(twice).toEqual({ kind: 'refused', message: 'この作品はすでに一覧にあります。' });
  });

  it('previews the state at a chosen Japan time and links to the viewer’s page; サポート only looks', async () => {
    const editor = consoleApi(operatorMe('editor'), {
      ...ONE,
      'GET /admin/v1/titles': apiSuccess({
        items: [],
        pagination: { page: 1, per_page: 10, total: 0, total_pages: 0 },
      }),
    });
    const url = '/admin/features/7?at=2026-12-02T10:00';
    const html = renderRoute(AdminFeature, await loadAfterIdCheck(featureLoader, pageArgs(editor, url) as never), url);
    expect(editor.sent().some((call) => call.query?.get('at') === '2026-12-02T10:00:00+09:00')).toBe(true);
    expect(textOf(html)).toContain('2026/12/02');
    expect(html).toContain('href="/"');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(
      expect.arrayContaining(['「残月の刃」を下へ移動', '「NEON NOISE」を外す', '削除', '保存する']),
    );

    const support = consoleApi(operatorMe('support'), ONE);
    const readOnly = renderRoute(
      AdminFeature,
      await loadAfterIdCheck(featureLoader, pageArgs(support, '/admin/features/7') as never),
      '/admin/features/7',
    );
    expect(textOf(readOnly)).toContain('あなたの権限では特集を閲覧のみできます。');
    expect(buttonsIn(readOnly).map((button) => button.name)).not.toContain('削除');
    expect(
      await routeErrorOf(() =>
        newFeatureAction(consoleArgs(support.context, '/admin/features/new', { intent: 'save' })),
      ),
    ).toMatchObject({ status: 403 });
  });

  it('refuses a new feature’s form beside its fields in Japanese, without calling the API', async () => {
    const api = consoleApi(operatorMe('editor'));
    const form = {
      intent: 'save',
      slug: 'Autumn 2026',
      name: '',
      starts_at: '2026-12-02T00:00',
      ends_at: '2026-12-01T00:00',
    };
    const answer = await newFeatureAction(consoleArgs(api.context, '/admin/features/new', form));
    const text = textOf(renderRouteAfterPost(AdminFeatureNew, null, answer, '/admin/features/new'));
    expect(text).toContain('特集名を入力してください。');
    expect(text).toContain('スラッグは英小文字か数字で始まる');
    expect(text).toContain('終了日時は開始日時より後にしてください。');
    expect(api.sent()).toEqual([]);
  });
});
