/**
 * A worker process killed mid-job (SIGKILL, its ffmpeg with it, as when a machine dies): a worker started
 * afterwards notices the silent heartbeat, removes what the dead attempt left and packages the job once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentKeys, createDatabase, type Database, episodeMedia, episodes } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { openPackagingService, startPackagingWorker } from '@hanabi/packaging';
import { localMediaStorage } from '@hanabi/storage';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeTestClip } from '../../../packages/media/src/test/test-clip.ts';

const source = inject('hanabiTestDatabase');

/** The test database, and how a worker process reaches it: its URL, or its folder (PGlite, then closed). */
async function databaseForProcesses(
  dataDir: string,
): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
  if (source?.kind === 'postgres') {
    // One connection pool for the whole test: closing it drops the clone.
    const database = await createTestDatabase();
    const url = database.kind === 'postgres' ? String(database.pool.options.connectionString) : '';
    return { env: { DATABASE_URL: url }, open: async () => database };
  }
  if (!source) throw new Error('No test database prepared');
  const snapshot = new Blob([await readFile(source.snapshotPath)]);
  const folder = join(dataDir, 'db');
  await (await createDatabase({ dataDir: folder, loadDataDir: snapshot })).close();
  return { env: { HANABI_DATA_DIR: dataDir }, open: () => createDatabase({ dataDir: folder }) };
}

function startWorkerProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
    // A group of its own, so that killing it kills the ffmpeg it started too.
    detached: true,
  });
}

async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('a worker process killed mid-job', () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'hanabi-worker-crash-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('leaves its job to the next worker, which packages it once and leaves nothing of the dead attempt', async () => {
    const dataDir = join(scratch, 'data');
    const workRoot = join(scratch, 'work');
    const mediaDir = join(scratch, 'media');
    const target = await databaseForProcesses(dataDir);
    // Long enough that the worker is still encoding when it is killed.
    const clip = writeTestClip(join(scratch, 'long.mp4'), { seconds: 40, height: 360 });

    let database = await target.open();
    const [episode] = await database.db.select({ id: episodes.id }).from(episodes).orderBy(asc(episodes.id)).limit(1);
    const episodeId = episode?.id ?? 0;
    let service = await openPackagingService(database);
    const job = await service.enqueuePackaging({ episodeId, sourcePath: clip });
    if (source?.kind !== 'postgres') {
      await service.close();
      await database.close();
    }

    const child = startWorkerProcess({
      ...target.env,
      MEDIA_DIR: mediaDir,
      PACKAGING_WORK_DIR: workRoot,
      PACKAGING_HEARTBEAT_SECONDS: '1',
      PACKAGING_POLLING_SECONDS: '1',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await until(() => existsSync(join(workRoot, `job-${job.id}-1`, 'ffmpeg-progress.txt')));
    process.kill(-(child.pid ?? 0), 'SIGKILL');
    await exited;

    if (source?.kind !== 'postgres') {
      database = await target.open();
      service = await openPackagingService(database);
    }
    expect(await service.jobStatus(job.id)).toMatchObject({ status: 'running', attempt: 1, stage: 'encode' });
    const storage = localMediaStorage(mediaDir);
    const worker = await startPackagingWorker({
      database,
      storage,
      workRoot,
      heartbeatSeconds: 1,
      staleAfterSeconds: 3,
      timing: { pollingIntervalSeconds: 0.5 },
    });
    try {
      await until(async () => (await service.jobStatus(job.id))?.status === 'succeeded');
    } finally {
      await worker.stop();
    }

    const done = await service.jobStatus(job.id);
    expect(done).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect(done?.logTail).toContain('ワーカーから応答がなくなったため、別のワーカーでやり直します。');
    const [media] = await database.db.select().from(episodeMedia).where(eq(episodeMedia.episodeId, episodeId));
    expect(media?.assetPath).toBe(done?.assetPath);
    const keys = await database.db.select().from(contentKeys).where(eq(contentKeys.episodeId, episodeId));
    expect(keys.map((key) => key.keyId)).toEqual([media?.keyId]);
    expect(await storage.list('video')).toEqual(await storage.list(done?.assetPath ?? ''));
    expect(existsSync(join(workRoot, `job-${job.id}-1`))).toBe(false);

    await service.close();
    await database.close();
  });
});
