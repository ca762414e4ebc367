import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { localMediaStorage, type MediaStorage } from '@hanabi/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestClip } from '../../media/src/test/test-clip.ts';
import { openPackagingService, type PackagingService } from './packaging-service.ts';
import type { PackagingWorker } from './packaging-worker.ts';
import { episodeIds, finished, keysOf, leftIn, mediaOf, startTestWorker } from './test/fixtures.ts';

describe('a packaging job, with ffmpeg and the packager', () => {
  let database: Database;
  let scratch: string;
  let storage: MediaStorage;
  let worker: PackagingWorker;
  let service: PackagingService;
  let episodeId: number;
  let clip: string;
  const workRoot = () => join(scratch, 'work');

  beforeAll(async () => {
    database = await createTestDatabase();
    scratch = await mkdtemp(join(tmpdir(), 'hanabi-packaging-'));
    storage = localMediaStorage(join(scratch, 'media'));
    worker = await startTestWorker(database, storage, workRoot());
    service = await openPackagingService(database);
    [episodeId = 0] = await episodeIds(database.db, 1);
    clip = writeTestClip(join(scratch, 'episode.mp4'), { seconds: 4, height: 360 });
  });
  afterAll(async () => {
    await worker.stop();
    await service.close();
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('packages an upload under a key of the episode’s own, stores it and points the episode at it', async () => {
    const queued = await service.enqueuePackaging({ episodeId, sourcePath: clip });
    expect(queued).toMatchObject({ status: 'queued', percent: 0, stage: null, logTail: ['受け付けました。'] });

    const done = await finished(service, queued.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      stage: 'publish',
      percent: 100,
      attempt: 1,
      failureReason: null,
    });
    expect(done.logTail).toEqual([
      '受け付けました。',
      '入力: 高さ 360px、4秒、音声あり',
      '変換: 360p',
      'パッケージ: 新しいコンテンツキーで暗号化しました',
      `保存: ${done.assetPath}`,
      `公開: エピソード ${episodeId} を新しいパッケージに切り替えました`,
    ]);
    expect(done.elapsedSeconds).toBeGreaterThanOrEqual(0);
    expect(done.remainingSeconds).toBeNull();

    const media = await mediaOf(database.db, episodeId);
    expect(media).toMatchObject({ assetPath: done.assetPath, durationSeconds: 4, renditionHeights: [360] });
    expect(await keysOf(database.db, episodeId)).toEqual([media?.keyId]);
    const stored = await storage.list(done.assetPath ?? '');
    expect(stored.map((key) => key.slice(`${done.assetPath}/`.length)).filter((file) => !file.includes('/'))).toEqual([
      'manifest.mpd',
      'master.m3u8',
    ]);
    const manifest = await storage.get(`${done.assetPath}/manifest.mpd`);
    const mpd = await new Response(manifest?.body as unknown as ReadableStream).text();
    expect(mpd.match(/cenc:default_KID="([0-9a-f-]+)"/)?.[1]?.replaceAll('-', '')).toBe(media?.keyId);
    expect(await leftIn(workRoot())).toEqual([]);
  });

  it('fails a text file renamed .mp4 with the reason in Japanese, leaving no files and the episode as it was', async () => {
    const before = await mediaOf(database.db, episodeId);
    const keysBefore = await keysOf(database.db, episodeId);
    const storedBefore = await storage.list('video');
    const fake = join(scratch, 'notes.mp4');
    await writeFile(fake, 'これは動画ではありません');

    const job = await service.enqueuePackaging({ episodeId, sourcePath: fake });
    const done = await finished(service, job.id);

    const reason = '動画ファイルではありません（壊れているか、動画の形式ではありません）。';
    expect(done).toMatchObject({ status: 'failed', failureReason: reason, assetPath: null });
    expect(done.logTail.at(-1)).toBe(`失敗: ${reason}`);
    expect(await mediaOf(database.db, episodeId)).toEqual(before);
    expect(await keysOf(database.db, episodeId)).toEqual(keysBefore);
    expect(await storage.list('video')).toEqual(storedBefore);
    expect(await leftIn(workRoot())).toEqual([]);

    // Retried once the upload is a real video, the same job succeeds and replaces the episode's package.
    await copyFile(clip, fake);
    const retried = await service.retryJob(job.id);
    expect(retried).toMatchObject({ status: 'queued', failureReason: null });
    const second = await finished(service, job.id);
    expect(second).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect((await mediaOf(database.db, episodeId))?.assetPath).toBe(second.assetPath);
    expect(second.assetPath).not.toBe(before?.assetPath);
  });

  it('says why for a file without a picture and for one too short to play', async () => {
    const audioOnly = join(scratch, 'audio-only.mp4');
    const short = writeTestClip(join(scratch, 'short.mp4'), { seconds: 1, height: 90 });
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', clip, '-vn', '-c:a', 'copy', audioOnly]);

    const [noPicture, tooShort] = await Promise.all(
      [audioOnly, short].map(async (sourcePath) => {
        const job = await service.enqueuePackaging({ episodeId, sourcePath });
        return finished(service, job.id);
      }),
    );
    expect(noPicture?.failureReason).toBe('映像が含まれていません（音声だけのファイルなどは使えません）。');
    expect(tooShort?.failureReason).toBe('動画が短すぎます（1秒）。2秒以上の動画を使ってください。');
  });
});
