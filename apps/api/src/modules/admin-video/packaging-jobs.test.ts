/**
 * An episode's packaging jobs under /admin/v1 (decisions 0043, 0047): a finished upload becomes a queued job
 * the list and the status show; an incomplete upload, another episode's or a second job at once are refused
 * in Japanese; a queued job is cancelled and retried; each change is audited with it. No worker runs here, so
 * jobs stay where the calls put them.
 */
import { randomBytes } from 'node:crypto';
import { auditLog, packagingJobs } from '@hanabi/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { adminCall } from '../../test/operator-fixtures.ts';
import { createUpload, sendBytes, uploadIdOf, uploadWhole } from '../../test/video-upload-calls.ts';

describe('packaging jobs under /admin/v1', () => {
  let api: TestApi;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
  });
  afterAll(() => api.close());

  const anEpisode = async () => insertEpisode(api.database.db, await insertTitle(api.database.db));
  const start = (episodeId: number, uploadId: string, cookie = editor) =>
    adminCall(api, 'POST', `/admin/v1/episodes/${episodeId}/packaging-jobs`, { cookie, body: { upload_id: uploadId } });

  async function lastAuditEntry() {
    const [entry] = await api.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return entry;
  }

  it('queues a job for a finished upload, packaging the uploaded file, and lists it with its episode', async () => {
    const episodeId = await anEpisode();
    const uploadId = await uploadWhole(api, editor, episodeId, randomBytes(4096));

    const started = await start(episodeId, uploadId);
    expect(started.statusCode, started.body).toBe(200);
    const job = started.json().contents;
    expect(job).toMatchObject({ episode_id: episodeId, status: 'queued', percent: 0, log_tail: ['受け付けました。'] });
    const [row] = await api.database.db.select().from(packagingJobs).where(eq(packagingJobs.id, job.id));
    expect(row?.sourcePath).toBe(`${api.config.videoUploads.dir}/${uploadId}`);
    expect(await lastAuditEntry()).toMatchObject({
      operation: 'packaging_job.start',
      targetType: 'packaging_job',
      targetId: job.id,
      before: null,
      after: { episode_id: episodeId, status: 'queued', upload_id: uploadId },
    });

    const list = await adminCall(api, 'GET', `/admin/v1/episodes/${episodeId}/packaging-jobs`, { cookie: support });
    expect(list.statusCode).toBe(200);
    expect(list.json().contents).toMatchObject({
      episode: { id: episodeId, prefix_name: '第1話', name: 'エピソード1', packaged: false },
      items: [{ id: job.id, status: 'queued' }],
      pagination: { total: 1 },
    });
    const status = await adminCall(api, 'GET', `/admin/v1/packaging-jobs/${job.id}`, { cookie: support });
    expect(status.json().contents).toMatchObject({ id: job.id, status: 'queued', stage: null });
  });

  it('refuses an unfinished upload, another episode’s, an unknown one and a second job at once', async () => {
    const episodeId = await anEpisode();
    const other = await anEpisode();
    const half = uploadIdOf(await createUpload(api, { cookie: editor, episodeId, size: 2048 }));
    await sendBytes(api, half, { cookie: editor, offset: 0, bytes: randomBytes(1024) });
    const othersUpload = await uploadWhole(api, editor, other, randomBytes(1024));
    const finished = await uploadWhole(api, editor, episodeId, randomBytes(1024));
    expect((await start(episodeId, finished)).statusCode).toBe(200);

    const refusals = [
      await start(episodeId, half),
      await start(episodeId, othersUpload),
      await start(episodeId, '0'.repeat(32)),
      await start(episodeId, finished),
      await start(episodeId, '../../etc/passwd'),
    ];
    expect(refusals.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [409, 'アップロードが終わっていません。アップロードを再開してから変換を始めてください。'],
      [409, 'このアップロードは別のエピソードのものです。'],
      [404, 'アップロードが見つかりません。もう一度アップロードしてください。'],
      [409, 'このエピソードの動画はいま変換中です。終わるか中止してから始めてください。'],
      [400, 'アップロードIDが正しくありません。'],
    ]);
    const jobs = await api.database.db.select().from(packagingJobs).where(eq(packagingJobs.episodeId, episodeId));
    expect(jobs).toHaveLength(1);
  });

  it('cancels a queued job and retries it, audited; a job that cannot be is refused in Japanese', async () => {
    const episodeId = await anEpisode();
    const job = (await start(episodeId, await uploadWhole(api, editor, episodeId, randomBytes(1024)))).json().contents;

    const retryQueued = await adminCall(api, 'POST', `/admin/v1/packaging-jobs/${job.id}/retry`, { cookie: editor });
    expect([retryQueued.statusCode, retryQueued.json().message]).toEqual([
      409,
      '失敗または中止したジョブだけを再実行できます。',
    ]);

    const cancelled = await adminCall(api, 'POST', `/admin/v1/packaging-jobs/${job.id}/cancel`, { cookie: editor });
    expect(cancelled.json().contents).toMatchObject({ status: 'cancelled' });
    expect(await lastAuditEntry()).toMatchObject({
      operation: 'packaging_job.cancel',
      targetId: job.id,
      before: { status: 'queued' },
      after: { status: 'cancelled' },
    });
    const cancelAgain = await adminCall(api, 'POST', `/admin/v1/packaging-jobs/${job.id}/cancel`, { cookie: editor });
    expect([cancelAgain.statusCode, cancelAgain.json().message]).toEqual([409, '終わったジョブは中止できません。']);

    const retried = await adminCall(api, 'POST', `/admin/v1/packaging-jobs/${job.id}/retry`, { cookie: editor });
    expect(retried.json().contents).toMatchObject({
      status: 'queued',
      log_tail: expect.arrayContaining(['再実行を受け付けました。']),
    });
    expect(await lastAuditEntry()).toMatchObject({
      operation: 'packaging_job.retry',
      before: { status: 'cancelled' },
      after: { status: 'queued' },
    });
  });

  it('answers 404 in Japanese for an unknown job or episode, and 403 to サポート for a change', async () => {
    const unknownJob = await adminCall(api, 'GET', '/admin/v1/packaging-jobs/00000000-0000-4000-8000-000000000000', {
      cookie: editor,
    });
    const unknownEpisode = await adminCall(api, 'GET', '/admin/v1/episodes/999999/packaging-jobs', { cookie: editor });
    expect([unknownJob.statusCode, unknownJob.json().message]).toEqual([404, 'ジョブが見つかりません。']);
    expect([unknownEpisode.statusCode, unknownEpisode.json().message]).toEqual([
      404,
      'このエピソードは見つかりません。',
    ]);

    const episodeId = await anEpisode();
    const uploadId = await uploadWhole(api, editor, episodeId, randomBytes(1024));
    const asSupport = await start(episodeId, uploadId, support);
    expect([asSupport.statusCode, asSupport.json().message]).toEqual([403, 'この操作を行う権限がありません。']);
    expect(await api.database.db.$count(packagingJobs, eq(packagingJobs.episodeId, episodeId))).toBe(0);
  });
});
