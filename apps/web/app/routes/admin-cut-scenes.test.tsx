import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import AdminCutScenes, { action, loader } from './admin-cut-scenes.tsx';

const PATH = '/admin/episodes/7/cut-scenes';
const SCENES = {
  episode_id: 7,
  title_id: 3,
  title_name: '花火の夜',
  episode_label: '第1話 はじまり',
  cut: 'broadcast' as const,
  other_cut_episode_id: 8,
  duration_seconds: 1440,
  scene_starts: [0, 300, 900],
  other_cut_scene_count: 3,
};
const EDITOR = operatorMe('editor');

const args = (context: Parameters<typeof consoleArgs>[0], form?: Record<string, string>) => ({
  ...(consoleArgs(context, PATH, form) as object),
  params: { id: '7' },
});

async function posted(answers: Parameters<typeof consoleApi>[1], typed: string) {
  const api = consoleApi(EDITOR, answers);
  const answer = await loadAfterIdCheck(action, args(api.context, { scene_starts: typed }) as never);
  if (answer instanceof Response) throw new Error(`expected the page, got HTTP ${answer.status}`);
  const html = renderRouteAfterPost(AdminCutScenes, { scenes: SCENES, canWrite: true }, answer, PATH);
  return { api, html };
}

describe('console cut scenes form', () => {
  it("shows the cut's scene starts one a line, with the other cut's scene count and the video's length", async () => {
    const api = consoleApi(EDITOR, { 'GET /admin/v1/episodes/7/cut-scenes': apiSuccess(SCENES) });
    const html = renderRoute(AdminCutScenes, await loadAfterIdCheck(loader, args(api.context) as never), PATH);
    expect(textOf(html)).toContain('シーン位置（通常版）');
    expect(textOf(html)).toContain('花火の夜 第1話 はじまり');
    expect(textOf(html)).toContain('規制解除版のシーン数: 3');
    expect(textOf(html)).toContain('映像の長さ: 24:00（1440秒）');
    expect(html).toContain('0:00\n5:00\n15:00</textarea>');
  });

  it('saves the times typed as seconds or minutes:seconds, one a line, in seconds', async () => {
    const { api, html } = await posted(
      { 'PUT /admin/v1/episodes/7/cut-scenes': apiSuccess(SCENES) },
      '0\n５:００\n\n900\n',
    );
    expect(api.sent()).toMatchObject([
      { method: 'PUT', path: '/admin/v1/episodes/7/cut-scenes', body: { scene_starts: [0, 300, 900] } },
    ]);
    expect(textOf(html)).toContain('保存しました。');
  });

  it('refuses times out of order and what is not a time before calling the API, keeping what was typed', async () => {
    const outOfOrder = await posted({}, '0:00\n10:00\n5:00');
    expect(outOfOrder.api.sent()).toEqual([]);
    expect(textOf(outOfOrder.html)).toContain('シーンの開始は前のシーンより後の時刻にしてください。');
    expect(outOfOrder.html).toContain('0:00\n10:00\n5:00</textarea>');
    const notATime = await posted({}, '0:00\n十分');
    expect(textOf(notATime.html)).toContain('時刻は秒数か「分:秒」（例: 1:30）で入力してください。');
  });

  it("shows the API's refusal of a start past the video", async () => {
    const { html } = await posted(
      {
        'PUT /admin/v1/episodes/7/cut-scenes': apiFailure(
          400,
          4000,
          'シーンの開始は映像の長さ（1440秒）より前にしてください。',
        ),
      },
      '0\n1500',
    );
    expect(textOf(html)).toContain('シーンの開始は映像の長さ（1440秒）より前にしてください。');
    expect(html).toContain('role="alert"');
  });

  it('says when the cuts differ in scene count, and shows a サポート operator the starts without a form', async () => {
    const html = renderRoute(
      AdminCutScenes,
      { scenes: { ...SCENES, scene_starts: [0, 300], other_cut_scene_count: 3 }, canWrite: false },
      PATH,
    );
    expect(html).not.toContain('<form');
    expect(textOf(html)).toContain('シーン数が違うため');
    expect(textOf(html)).toContain('0:00 5:00');
  });
});
