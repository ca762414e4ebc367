/**
 * Both media storage back ends, for a suite to run on each (`describe.each`): the local folder in a temporary
 * folder, and a bucket on s3rver. Called at the top of a test file, it registers the hooks that start the
 * server before the file's tests and remove everything after them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { localMediaStorage } from '../local-storage.ts';
import type { MediaStorage } from '../media-storage.ts';
import { s3MediaStorage } from '../s3-storage.ts';
import { type S3TestServer, startS3TestServer } from './s3-test-server.ts';

export interface MediaStorageCase {
  kind: 'local' | 's3';
  /** The storage, once the hooks have run (inside a test or a suite's own hook). */
  open(): MediaStorage;
}

export function mediaStorageCases(): MediaStorageCase[] {
  let folder: string;
  let s3: S3TestServer;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hanabi-media-storage-'));
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    await s3.close();
    await rm(folder, { recursive: true, force: true });
  });
  return [
    { kind: 'local', open: () => localMediaStorage(folder) },
    { kind: 's3', open: () => s3MediaStorage(s3.settings) },
  ];
}
