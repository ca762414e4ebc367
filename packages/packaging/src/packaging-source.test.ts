/**
 * A job whose source is an upload in media storage (decision 0047), on both back ends: the worker streams it
 * into its work folder, the tools read that copy, and the copy is gone with the work folder; a source that
 * is not in storage fails in Japanese, leaving the episode as it was.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import type { MediaStorage } from '@hanabi/storage';
import { mediaStorageCases } from '@hanabi/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackagingSteps } from './package-episode-steps.ts';
import { openPackagingService, type PackagingService } from './packaging-service.ts';
import type { PackagingWorker } from './packaging-worker.ts';
import { episodeIds, fakeSteps, finished, leftIn, mediaOf, startTestWorker } from './test/fixtures.ts';

describe.each(mediaStorageCases())('a job packaging an upload kept in media storage: $kind', ({ kind, open }) => {
  let database: Database;
  let storage: MediaStorage;
  let worker: PackagingWorker;
  let service: PackagingService;
  let episodeId: number;
  let workRoot: string;
  /** What the probe and the encoder were given: the path, and the bytes there at that moment. */
  const seen: { path: string; bytes: Buffer }[] = [];
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), `hanabi-packaging-source-${kind}-`));
    database = await createTestDatabase();
    storage = open();
    const { steps: fake } = fakeSteps();
    const steps: PackagingSteps = {
      ...fake,
      async probe(path) {
        seen.push({ path, bytes: await readFile(path) });
        return fake.probe(path);
      },
    };
    worker = await startTestWorker(database, storage, workRoot, steps);
    service = await openPackagingService(database);
    [episodeId = 0] = await episodeIds(database.db, 1);
  });
  afterAll(async () => {
    await worker.stop();
    await service.close();
    await database.close();
    await rm(workRoot, { recursive: true, force: true });
  });

  it('streams the upload into the work folder, packages that copy and removes it', async () => {
    const upload = randomBytes(3 * 1024 * 1024);
    const sourceKey = `uploads/${kind}-${randomBytes(4).toString('hex')}`;
    await storage.putFile(sourceKey, upload);

    const job = await service.enqueuePackaging({ episodeId, sourceKey });
    const done = await finished(service, job.id);

    expect(done).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(done.logTail).toContain('取得: 保存先からアップロードを読み込みました（3 MB）');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path.startsWith(workRoot)).toBe(true);
    expect(seen[0]?.bytes.equals(upload)).toBe(true);
    expect((await mediaOf(database.db, episodeId))?.assetPath).toBe(done.assetPath);
    expect(await leftIn(workRoot)).toEqual([]);
    // The upload stays where it was, for a retry.
    expect((await storage.get(sourceKey))?.size).toBe(upload.length);
  });

  it('fails in Japanese when the upload is not in storage, leaving the episode as it was', async () => {
    const before = await mediaOf(database.db, episodeId);
    const job = await service.enqueuePackaging({ episodeId, sourceKey: 'uploads/missing' });
    const done = await finished(service, job.id);

    expect(done).toMatchObject({
      status: 'failed',
      failureReason: 'アップロードされたファイルが見つかりません。もう一度アップロードしてください。',
    });
    expect(await mediaOf(database.db, episodeId)).toEqual(before);
    expect(await leftIn(workRoot)).toEqual([]);
  });
});
