import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { localMediaStorage, type MediaStorage } from '@hanabi/storage';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPackagingService, type PackagingService } from './packaging-service.ts';
import type { PackagingWorker } from './packaging-worker.ts';
import { episodeIds, fakeSteps, finished, keysOf, leftIn, mediaOf, startTestWorker, until } from './test/fixtures.ts';

/** An encode that runs until its attempt's stop signal kills it, as a long ffmpeg run does. */
const untilKilled = () => new Promise<void>(() => undefined);

/**
 * Encodes that wait for each other in pairs: each is held until a second one runs beside it, so both workers
 * always hold a job at the same time — the moment a queue that gave one job to two workers would do it.
 */
function inPairs(): () => Promise<void> {
  let waiting: (() => void) | undefined;
  return () =>
    new Promise<void>((resolve) => {
      if (waiting) {
        waiting();
        waiting = undefined;
        resolve();
      } else {
        waiting = resolve;
      }
    });
}

describe('the packaging queue', () => {
  let database: Database;
  let service: PackagingService;
  let scratch: string;
  let storage: MediaStorage;
  let episodes: number[];
  const workers: PackagingWorker[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await openPackagingService(database);
    episodes = await episodeIds(database.db, 8);
  });
  afterAll(async () => {
    await service.close();
    await database.close();
  });
  beforeEach(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'hanabi-queue-'));
    storage = localMediaStorage(join(scratch, 'media'));
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await rm(scratch, { recursive: true, force: true });
  });

  async function startWorker(steps: ReturnType<typeof fakeSteps>['steps']): Promise<PackagingWorker> {
    const worker = await startTestWorker(database, storage, join(scratch, 'work'), steps);
    workers.push(worker);
    return worker;
  }

  it('never gives one job to two workers: six jobs on two workers are each packaged once', async () => {
    const fake = fakeSteps(inPairs());
    await startWorker(fake.steps);
    await startWorker(fake.steps);
    const jobs = [];
    for (const episodeId of episodes.slice(0, 6)) {
      jobs.push(await service.enqueuePackaging({ episodeId, sourcePath: `/uploads/${episodeId}.mp4` }));
    }
    const done = await Promise.all(jobs.map((job) => finished(service, job.id)));

    expect(done.map(({ status, attempt }) => ({ status, attempt }))).toEqual(
      jobs.map(() => ({ status: 'succeeded', attempt: 1 })),
    );
    expect([...fake.encodes.values()]).toEqual(jobs.map(() => 1));
    for (const job of done) expect(await storage.list(job.assetPath ?? '')).toHaveLength(2);
  });

  it('cancels a running job: its worker stops the tool, and nothing of it is left', async () => {
    const fake = fakeSteps(untilKilled);
    await startWorker(fake.steps);
    const episodeId = episodes[6] ?? 0;
    const job = await service.enqueuePackaging({ episodeId, sourcePath: '/uploads/cancel.mp4' });
    await until(service, job.id, (status) => status.stage === 'encode');

    expect(await service.cancelJob(job.id)).toMatchObject({ status: 'running' });
    const done = await finished(service, job.id);

    expect(done).toMatchObject({ status: 'cancelled', failureReason: null, assetPath: null });
    expect(done.logTail.at(-1)).toBe('中止しました（オペレーターの指示）。');
    expect(await mediaOf(database.db, episodeId)).toBeUndefined();
    expect(await keysOf(database.db, episodeId)).toEqual([]);
    expect(await leftIn(join(scratch, 'work'))).toEqual([]);
    expect(await storage.list('video')).toEqual([]);
    await expect(service.cancelJob(job.id)).rejects.toThrow('終わったジョブは中止できません。');
  });

  it('cancels a queued job before any worker takes it', async () => {
    const job = await service.enqueuePackaging({ episodeId: episodes[7] ?? 0, sourcePath: '/uploads/queued.mp4' });
    expect(await service.cancelJob(job.id)).toMatchObject({ status: 'cancelled' });

    const fake = fakeSteps();
    await startWorker(fake.steps);
    const after = await service.enqueuePackaging({ episodeId: episodes[7] ?? 0, sourcePath: '/uploads/after.mp4' });
    await finished(service, after.id);

    expect(await service.jobStatus(job.id)).toMatchObject({ status: 'cancelled', attempt: 0 });
    expect([...fake.encodes.keys()]).toEqual(['/uploads/after.mp4']);
  });

  it('hands a job back when its worker stops mid-job, and the next worker packages it once', async () => {
    await startWorker(fakeSteps(untilKilled).steps);
    const episodeId = episodes[0] ?? 0;
    const job = await service.enqueuePackaging({ episodeId, sourcePath: '/uploads/restart.mp4' });
    await until(service, job.id, (status) => status.stage === 'encode');

    await workers.splice(0)[0]?.stop();
    const handedBack = await service.jobStatus(job.id);
    expect(handedBack).toMatchObject({ status: 'queued' });
    expect(handedBack?.logTail.at(-1)).toBe(
      'ワーカーが停止したため中断しました。次に動くワーカーが最初からやり直します。',
    );

    const next = fakeSteps();
    await startWorker(next.steps);
    const done = await finished(service, job.id);
    expect(done).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect(next.encodes.get('/uploads/restart.mp4')).toBe(1);
    expect((await mediaOf(database.db, episodeId))?.assetPath).toBe(done.assetPath);
  });

  it('refuses in Japanese what cannot be done', async () => {
    await expect(service.enqueuePackaging({ episodeId: 999_999, sourcePath: '/uploads/x.mp4' })).rejects.toThrow(
      'エピソード 999999 が見つかりません。',
    );
    await expect(service.retryJob('not-a-job')).rejects.toThrow('ジョブが見つかりません。');
    const job = await service.enqueuePackaging({ episodeId: episodes[1] ?? 0, sourcePath: '/uploads/y.mp4' });
    await expect(service.retryJob(job.id)).rejects.toThrow('失敗または中止したジョブだけを再実行できます。');
    expect(await service.jobStatus('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });
});
