/**
 * Video uploads with MEDIA_STORAGE=s3 (decision 0047), on s3rver: the upload lands in the media bucket under
 * the private `uploads/` prefix, never in the API's upload folder nor under /media/; a PATCH cut mid-file
 * keeps the parts the bucket holds and the upload resumes there; a worker that shares nothing with the API
 * but the database and the bucket packages it, and the episode points at the package.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetObjectCommand, ListPartsCommand, S3Client } from '@aws-sdk/client-s3';
import { episodeMedia, packagingJobs } from '@hanabi/db';
import { startPackagingWorker } from '@hanabi/packaging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestClip } from '../../../../../packages/media/src/test/test-clip.ts';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { startTestMediaStorage, type TestMediaStorage } from '../../test/media-storage-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';
import {
  createUpload,
  sendBytes,
  sendThenDrop,
  uploadIdOf,
  uploadOffset,
  uploadWhole,
} from '../../test/video-upload-calls.ts';

const MiB = 1024 * 1024;

describe('video uploads into the media bucket (MEDIA_STORAGE=s3)', { timeout: 60_000 }, () => {
  let bucket: TestMediaStorage;
  let api: TestApi;
  let editor: string;
  let scratch: string;

  beforeAll(async () => {
    bucket = await startTestMediaStorage('s3');
    api = await buildTestApi({ env: bucket.env });
    editor = await signInOperator(api, await insertOperator(api.database.db, 'editor'));
    scratch = await mkdtemp(path.join(tmpdir(), 'hanabi-bucket-uploads-'));
  });
  afterAll(async () => {
    await api.close();
    await bucket.close();
    await rm(scratch, { recursive: true, force: true });
  });

  const anEpisode = async () => insertEpisode(api.database.db, await insertTitle(api.database.db));

  async function storedUpload(uploadId: string): Promise<Buffer | undefined> {
    const object = await api.mediaStorage.get(`uploads/${uploadId}`);
    return object && buffer(object.body);
  }

  /** The whole parts S3 holds of an upload still in progress (tus keeps its multipart id in `.info`). */
  async function partsInBucket(uploadId: string): Promise<number> {
    const { bucket: Bucket, ...client } = api.config.mediaStorage.kind === 's3' ? api.config.mediaStorage : never();
    const s3 = new S3Client({ ...client, requestChecksumCalculation: 'WHEN_REQUIRED' });
    try {
      const Key = `uploads/${uploadId}`;
      const info = await s3.send(new GetObjectCommand({ Bucket, Key: `${Key}.info` }));
      const UploadId = info.Metadata?.['upload-id'];
      const listed = await s3.send(new ListPartsCommand({ Bucket, Key, UploadId }));
      return listed.Parts?.length ?? 0;
    } catch {
      return 0; // Not created yet.
    } finally {
      s3.destroy();
    }
  }

  it('stores the upload in the bucket under uploads/, never in the upload folder nor under /media/', async () => {
    const bytes = randomBytes(10 * MiB); // Two parts of the multipart upload.
    const uploadId = await uploadWhole(api, editor, await anEpisode(), bytes);

    expect((await storedUpload(uploadId))?.equals(bytes)).toBe(true);
    expect(await readdir(api.config.videoUploads.dir)).toEqual([]);
    for (const key of [uploadId, `${uploadId}.info`]) {
      const served = await api.app.inject({ method: 'GET', url: `/media/uploads/${key}` });
      expect(served.statusCode).toBe(404);
    }
  });

  it('keeps the parts that reached the bucket when the connection drops, and resumes there', async () => {
    const bytes = randomBytes(12 * MiB);
    const uploadId = uploadIdOf(
      await createUpload(api, { cookie: editor, episodeId: await anEpisode(), size: 12 * MiB }),
    );

    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    await sendThenDrop(address, uploadId, {
      cookie: editor,
      bytes,
      sent: 10 * MiB,
      arrived: async () => {
        while ((await partsInBucket(uploadId)) < 1) await sleep(50);
      },
    });

    const head = await uploadOffset(api, uploadId, editor);
    const arrived = Number(head.headers['upload-offset']);
    expect(head.statusCode).toBe(200);
    expect(arrived).toBeGreaterThanOrEqual(8 * MiB); // At least the first part (8 MiB).
    expect(arrived).toBeLessThan(bytes.length);
    expect(await storedUpload(uploadId)).toBeUndefined(); // Not an object before its last byte.

    const rest = await sendBytes(api, uploadId, { cookie: editor, offset: arrived, bytes: bytes.subarray(arrived) });
    expect([rest.statusCode, rest.headers['upload-offset']]).toEqual([204, String(bytes.length)]);
    expect((await storedUpload(uploadId))?.equals(bytes)).toBe(true);
  });

  it('has a worker package the upload from the bucket and points the episode at the package', async () => {
    const episodeId = await anEpisode();
    const clip = await readFile(writeTestClip(path.join(scratch, 'clip.mp4'), { seconds: 2, height: 90 }));
    const uploadId = await uploadWhole(api, editor, episodeId, clip);

    const started = await adminCall(api, 'POST', `/admin/v1/episodes/${episodeId}/packaging-jobs`, {
      cookie: editor,
      body: { upload_id: uploadId },
    });
    expect(started.statusCode, started.body).toBe(200);
    const jobId: string = started.json().contents.id;
    const [row] = await api.database.db.select().from(packagingJobs).where(eq(packagingJobs.id, jobId));
    expect(row).toMatchObject({ sourceKey: `uploads/${uploadId}`, sourcePath: null });

    // A worker with its own work folder: the upload reaches it through the bucket alone.
    const workRoot = path.join(scratch, 'work');
    const worker = await startPackagingWorker({
      database: api.database,
      storage: api.mediaStorage,
      workRoot,
      heartbeatSeconds: 1,
      timing: { pollingIntervalSeconds: 0.5 },
    });
    try {
      let job = started.json().contents;
      while (job.status === 'queued' || job.status === 'running') {
        await sleep(200);
        job = (await adminCall(api, 'GET', `/admin/v1/packaging-jobs/${jobId}`, { cookie: editor })).json().contents;
      }
      expect(job).toMatchObject({ status: 'succeeded', percent: 100, failure_reason: null });
      expect(job.log_tail).toContain('取得: 保存先からアップロードを読み込みました（1 MB）');
    } finally {
      await worker.stop();
    }
    const [media] = await api.database.db.select().from(episodeMedia).where(eq(episodeMedia.episodeId, episodeId));
    expect(media?.durationSeconds).toBe(2);
    expect(await api.mediaStorage.list(media?.assetPath ?? 'none')).toContain(`${media?.assetPath}/manifest.mpd`);
    expect(await readdir(workRoot)).toEqual([]);
  });
});

function never(): never {
  throw new Error('The suite runs on the bucket');
}
