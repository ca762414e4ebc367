import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import AdminEpisodeMarkers, { action, loader } from './admin-episode-markers.tsx';

const PATH = '/admin/episodes/7/markers';
const VIDEO = {
  duration_seconds: 1440,
  opening_start: 30,
  opening_end: 120,
  ending_start: 1350,
  ending_end: null,
  is_vr: false,
};
const MARKERS = { episode_id: 7, title_id: 3, title_name: '花火の夜', episode_label: '第1話 はじまり', video: VIDEO };
const EDITOR = operatorMe('editor');
const FORM = { opening_start: '1:00', opening_end: '2:30', ending_start: '21:40', ending_end: '23:10', is_vr: 'on' };

const args = (context: Parameters<typeof consoleArgs>[0], form?: Record<string, string>) => ({
  ...(consoleArgs(context, PATH, form) as object),
  params: { id: '7' },
});

async function posted(answers: Parameters<typeof consoleApi>[1], form: Record<string, string>) {
  const api = consoleApi(EDITOR, answers);
  const answer = await loadAfterIdCheck(action, args(api.context, form) as never);
  if (answer instanceof Response) throw new Error(`expected the page, got HTTP ${answer.status}`);
  const html = renderRouteAfterPost(AdminEpisodeMarkers, { markers: MARKERS, canWrite: true }, answer, PATH);
  return { api, html };
}

describe('console episode markers form', () => {
  it('shows the markers as minutes:seconds in the form, with the length of the video', async () => {
    const api = consoleApi(EDITOR, { 'GET /admin/v1/episodes/7/markers': apiSuccess(MARKERS) });
    const data = await loadAfterIdCheck(loader, args(api.context) as never);
    const html = renderRoute(AdminEpisodeMarkers, data, PATH);
    expect(textOf(html)).toContain('花火の夜 第1話 はじまり');
    expect(textOf(html)).toContain('映像の長さ: 24:00（1440秒）');
    expect(html).toContain('value="0:30"');
    expect(html).toContain('value="22:30"');
    expect(html).toContain('<label for="markers-opening_end" class="console-field__label">オープニングの終了</label>');
  });

  it('saves the times typed as minutes:seconds in seconds, and the 360° box', async () => {
    const { api, html } = await posted({ 'PUT /admin/v1/episodes/7/markers': apiSuccess(MARKERS) }, FORM);
    expect(api.sent()).toMatchObject([
      {
        method: 'PUT',
        path: '/admin/v1/episodes/7/markers',
        body: { opening_start: 60, opening_end: 150, ending_start: 1300, ending_end: 1390, is_vr: true },
      },
    ]);
    expect(textOf(html)).toContain('保存しました。視聴者が次に再生するときから反映されます。');
  });

  it('refuses an end before its start beside the field, before calling the API, keeping what was typed', async () => {
    const { api, html } = await posted({}, { ...FORM, opening_end: '0:30' });
    expect(api.sent()).toEqual([]);
    expect(html).toContain('id="markers-opening_end-error"');
    expect(textOf(html)).toContain('オープニングの終了は開始より後にしてください。');
    expect(html).toContain('value="0:30"');
  });

  it('refuses what is not a time', async () => {
    const { html } = await posted({}, { ...FORM, ending_start: '二十分' });
    expect(textOf(html)).toContain('時刻は秒数か「分:秒」（例: 1:30）で入力してください。');
  });

  it("shows the API's refusal of a time past the video", async () => {
    const { html } = await posted(
      {
        'PUT /admin/v1/episodes/7/markers': apiFailure(400, 4000, '時刻は映像の長さ（1440秒）以内で入力してください。'),
      },
      { ...FORM, ending_end: '25:00' },
    );
    expect(textOf(html)).toContain('時刻は映像の長さ（1440秒）以内で入力してください。');
    expect(html).toContain('role="alert"');
  });

  it('says there is nothing to set before a video is packaged, and shows a サポート operator no form', async () => {
    const api = consoleApi(operatorMe('support'), {
      'GET /admin/v1/episodes/7/markers': apiSuccess({ ...MARKERS, video: null }),
    });
    const html = renderRoute(AdminEpisodeMarkers, await loadAfterIdCheck(loader, args(api.context) as never), PATH);
    expect(textOf(html)).toContain('このエピソードの映像はまだありません。');
    const withVideo = renderRoute(AdminEpisodeMarkers, { markers: MARKERS, canWrite: false }, PATH);
    expect(withVideo).not.toContain('<form');
    expect(textOf(withVideo)).toContain('オープニング 0:30〜2:00 エンディング 22:30〜最後まで 360° 映像 いいえ');
  });
});
