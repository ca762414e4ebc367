import type { AdminHomeSlide } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import AdminSlide, { loader as slideLoader } from './admin-slide.tsx';
import AdminSlideNew, { action as newSlideAction } from './admin-slide-new.tsx';
import AdminSlides, { action as slidesAction, loader as slidesLoader } from './admin-slides.tsx';

const IMAGE = { url: 'https://media.example/images/home_slide/a/1280.jpg', width: 1280, height: 720 };
const slide = (id: number, headline: string, fields: Partial<AdminHomeSlide> = {}): AdminHomeSlide => ({
  id,
  headline,
  line: `${headline}のひとこと`,
  image: IMAGE,
  title: { id: 40 + id, name: `作品${id}` },
  campaign: null,
  starts_at: '2026-12-01T00:00:00+09:00',
  ends_at: null,
  position: id,
  audiences: ['guest', 'free'],
  state: 'scheduled',
  updated_at: '2026-11-26T00:00:00+09:00',
  ...fields,
});
const SLIDES = [slide(1, '残月の刃'), slide(2, 'NEON NOISE', { image: null }), slide(3, 'フラクタ')];
const page = (items: AdminHomeSlide[]) => ({
  items,
  pagination: { page: 1, per_page: 100, total: items.length, total_pages: 1 },
});
const LIST = {
  'GET /admin/v1/home_slides': (call: { query: URLSearchParams }) =>
    apiSuccess(page(call.query.get('ended') === 'true' ? [] : SLIDES)),
};

describe('console home slides', () => {
  it('lists the slides in the carousel’s order with named up and down buttons, and moves one by sending the whole order', async () => {
    const api = consoleApi(operatorMe('editor'), {
      ...LIST,
      'PUT /admin/v1/home_slides/order': apiSuccess({ ids: [1, 3, 2] }),
    });
    const data = await slidesLoader(consoleArgs(api.context, '/admin/slides'));
    const html = renderRoute(AdminSlides, data, '/admin/slides');
    const text = textOf(html);
    expect(text.indexOf('残月の刃')).toBeLessThan(text.indexOf('フラクタ'));
    expect(text).toContain('公開予定（画像なし）');
    expect(text).toContain('ゲスト（未ログイン）、無料会員');
    expect(buttonsIn(html).map((button) => button.name)).toContain('「NEON NOISE」を下へ移動');

    await slidesAction(consoleArgs(api.context, '/admin/slides', { intent: 'move', id: '2', direction: 'down' }));
    expect(api.sent().at(-1)).toMatchObject({
      method: 'PUT',
      path: '/admin/v1/home_slides/order',
      body: { ids: [1, 3, 2] },
    });
  });

  it('refuses a new slide’s form beside its fields in Japanese, without calling the API', async () => {
    const api = consoleApi(operatorMe('editor'));
    const form = { intent: 'save', headline: '', line: '', link_kind: 'campaign', campaign_slug: '', starts_at: '' };
    const answer = await newSlideAction(consoleArgs(api.context, '/admin/slides/new', form));
    const html = renderRouteAfterPost(AdminSlideNew, null, answer, '/admin/slides/new');
    const text = textOf(html);
    expect(text).toContain('見出しを入力してください。');
    expect(text).toContain('リンク先は作品かキャンペーンのどちらか1つを選んでください。');
    expect(text).toContain('日時を入力してください。');
    expect(api.sent()).toEqual([]);
  });

  it('shows a slide in a phone and a desktop frame, and lets a サポート operator look but not change it', async () => {
    const answers = { 'GET /admin/v1/home_slides/1': apiSuccess(SLIDES[0]) };
    const args = (api: ReturnType<typeof consoleApi>) => ({
      ...(consoleArgs(api.context, '/admin/slides/1') as object),
      params: { id: '1' },
    });
    const editor = consoleApi(operatorMe('editor'), answers);
    const html = renderRoute(AdminSlide, await loadAfterIdCheck(slideLoader, args(editor) as never), '/admin/slides/1');
    expect(textOf(html)).toContain('スマートフォン（幅 360px）');
    expect(textOf(html)).toContain('パソコン（幅 1,168px を半分の大きさで表示）');
    expect(html.match(/class="home-slide"/g)).toHaveLength(2);
    expect(buttonsIn(html).map((button) => button.name)).toEqual(
      expect.arrayContaining(['スライド画像をアップロード', '削除', '保存する']),
    );

    const support = consoleApi(operatorMe('support'), answers);
    const readOnly = renderRoute(
      AdminSlide,
      await loadAfterIdCheck(slideLoader, args(support) as never),
      '/admin/slides/1',
    );
    expect(textOf(readOnly)).toContain('あなたの権限ではスライドを閲覧のみできます。');
    expect(buttonsIn(readOnly).map((button) => button.name)).not.toContain('削除');
    expect(
      await routeErrorOf(() => newSlideAction(consoleArgs(support.context, '/admin/slides/new', { intent: 'save' }))),
    ).toMatchObject({
      status: 403,
    });
  });
});
