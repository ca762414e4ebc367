import type { EpisodePackagingJobs, PackagingJob } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import AdminEpisodeVideo, { action, loader, middleware } from './admin-episode-video.tsx';

const PATH = '/admin/episodes/12/video';
const JOB_ID = '0b6a3c52-2f1e-4a57-9d33-6a5a0d3f2c11';

function job(overrides: Partial<PackagingJob> = {}): PackagingJob {
  return {
    id: JOB_ID,
    episode_id: 12,
    status: 'running',
    stage: 'encode',
    percent: 45,
    attempt: 1,
    log_tail: ['受け付けました。', '360p をエンコードしています。'],
    failure_reason: null,
    cancel_requested: false,
    created_at: '2026-11-26T10:00:00+09:00',
    started_at: '2026-11-26T10:00:02+09:00',
    finished_at: null,
    elapsed_seconds: 75,
    remaining_seconds: 92,
    ...overrides,
  };
}

function jobs(items: PackagingJob[], page = 1): EpisodePackagingJobs {
  return {
    episode: { id: 12, title_id: 3, title_name: '花火の夜', prefix_name: '第1話', name: '始まりの夜', packaged: false },
    items,
    pagination: { page, per_page: 10, total: items.length, total_pages: 1 },
  };
}

/** The route's arguments for the episode 12 page, through its middleware (the id check). */
function routeArgs(context: Parameters<typeof consoleArgs>[0], form?: Record<string, string>, path = PATH) {
  return { ...(consoleArgs(context, path, form) as object), params: { id: '12' } } as never;
}

const load = (api: ReturnType<typeof consoleApi>, path = PATH) =>
  loadThroughMiddleware({ middleware, loader }, routeArgs(api.context, undefined, path));
const post = (api: ReturnType<typeof consoleApi>, form: Record<string, string>) =>
  loadThroughMiddleware({ middleware, loader: action }, routeArgs(api.context, form));

describe("console: an episode's video page", () => {
  it('shows an editor the upload, the running job live (stage, percent, times, log) and its cancel button', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/episodes/12/packaging-jobs': apiSuccess(jobs([job()])),
    });
    const data = await load(api);
    expect(api.sent()[0]?.query.toString()).toBe('page=1&per_page=10');
    expect(data.upload).toEqual({ endpoint: 'http://localhost:4000/admin/v1/video-uploads' });

    const html = renderRoute(AdminEpisodeVideo, data, PATH);
    const text = textOf(html);
    expect(text).toContain('動画：花火の夜 第1話 始まりの夜');
    expect(text).toContain('まだ配信できる動画がありません。');
    expect(html).toContain(
      '<label class="console-field__label" for="video-file">動画ファイル</label><input id="video-file" type="file"',
    );
    expect(text).toContain('変換中（エンコード）');
    expect(html).toContain('<progress max="100" value="45" aria-label="変換の進み具合">');
    expect(text).toContain('45% 経過 1分15秒 残り 約1分32秒');
    expect(text).toContain('360p をエンコードしています。');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['アップロード開始', '変換を中止']);
  });

  it('shows サポート the failure reason in Japanese, without the upload or any button', async () => {
    const failed = job({
      status: 'failed',
      stage: 'probe',
      failure_reason: '動画ファイルではありません。',
      elapsed_seconds: 3,
      remaining_seconds: null,
    });
    const api = consoleApi(operatorMe('support'), {
      'GET /admin/v1/episodes/12/packaging-jobs': apiSuccess(jobs([failed])),
    });
    const data = await load(api);
    const html = renderRoute(AdminEpisodeVideo, data, PATH);
    expect(data.upload).toBeNull();
    expect(textOf(html)).toContain('変換に失敗しました：動画ファイルではありません。');
    expect(buttonsIn(html)).toEqual([]);
  });

  it('offers an editor to retry a failed job, and says when the episode has no job yet', async () => {
    const failed = job({ status: 'failed', failure_reason: '動画が短すぎます（2秒以上必要です）。' });
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/episodes/12/packaging-jobs': apiSuccess(jobs([failed])),
    });
    expect(buttonsIn(renderRoute(AdminEpisodeVideo, await load(api), PATH)).map((button) => button.name)).toEqual([
      'アップロード開始',
      '再実行',
    ]);

    const none = consoleApi(operatorMe('editor'), { 'GET /admin/v1/episodes/12/packaging-jobs': apiSuccess(jobs([])) });
    expect(textOf(renderRoute(AdminEpisodeVideo, await load(none), PATH))).toContain(
      'このエピソードの変換はまだありません。',
    );
  });

  it('answers the 404 page for an unknown episode, and the 403 page to a role that cannot read the catalogue', async () => {
    const api = consoleApi(operatorMe('editor'));
    expect(await routeErrorOf(() => load(api))).toMatchObject({ status: 404 });
    const nobody = consoleApi({ ...operatorMe('support'), permissions: [] });
    expect(await routeErrorOf(() => load(nobody))).toMatchObject({ status: 403 });
    expect(nobody.sent()).toEqual([]);
  });

  it('starts packaging a finished upload, retries and cancels, saying what was done', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'POST /admin/v1/episodes/12/packaging-jobs': apiSuccess(job({ status: 'queued', stage: null, percent: 0 })),
      [`POST /admin/v1/packaging-jobs/${JOB_ID}/cancel`]: apiSuccess(job({ status: 'cancelled' })),
    });
    const uploadId = 'a'.repeat(32);
    expect(await post(api, { intent: 'start', upload_id: uploadId })).toEqual({
      kind: 'done',
      message: '変換を開始しました。進み具合はこのページに表示されます。',
    });
    expect(await post(api, { intent: 'cancel', job_id: JOB_ID })).toEqual({
      kind: 'done',
      message: '変換を中止しました。エピソードの動画は変わっていません。',
    });
    expect(api.sent().map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/admin/v1/episodes/12/packaging-jobs', { upload_id: uploadId }],
      ['POST', `/admin/v1/packaging-jobs/${JOB_ID}/cancel`, {}],
    ]);
  });

  it("shows the API's refusal in Japanese beside the page, and refuses サポート with the 403 page", async () => {
    const refusal = 'このエピソードの動画はいま変換中です。終わるか中止してから始めてください。';
    const api = consoleApi(operatorMe('editor'), {
      [`POST /admin/v1/packaging-jobs/${JOB_ID}/retry`]: apiFailure(409, 4009, refusal),
    });
    const answer = await post(api, { intent: 'retry', job_id: JOB_ID });
    const html = renderRouteAfterPost(AdminEpisodeVideo, { jobs: jobs([job()]), upload: null }, answer, PATH);
    expect(html).toContain(`role="alert">${refusal}</p>`);

    const support = consoleApi(operatorMe('support'));
    expect(await routeErrorOf(() => post(support, { intent: 'cancel', job_id: JOB_ID }))).toMatchObject({
      status: 403,
    });
    expect(support.sent()).toEqual([]);
  });
});
