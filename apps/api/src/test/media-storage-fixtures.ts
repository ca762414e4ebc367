/**
 * The API's media storage in tests (decision 0044): each back end a suite runs on — the local folder
 * (buildTestApi's temporary MEDIA_DIR) or a bucket on s3rver — and files stored through the storage itself.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaStorage } from '@hanabi/storage';
import { startS3TestServer } from '@hanabi/storage/testing';

export const MEDIA_STORAGE_KINDS = ['local', 's3'] as const;
export type MediaStorageKind = (typeof MEDIA_STORAGE_KINDS)[number];

export interface TestMediaStorage {
  /** The settings that point the API at it (for buildTestApi's `env`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The local folder needs nothing beyond the test API's own; a bucket needs a server of its own. */
export async function startTestMediaStorage(kind: MediaStorageKind): Promise<TestMediaStorage> {
  if (kind === 'local') return { env: {}, close: async () => {} };
  const server = await startS3TestServer();
  const { bucket, region, endpoint, credentials } = server.settings;
  return {
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint ?? '',
      S3_ACCESS_KEY_ID: credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey ?? '',
    },
    close: () => server.close(),
  };
}

/** Stores `files` (relative path → content) under `prefix`, as a packager or an upload would. */
export async function storeFiles(
  storage: MediaStorage,
  prefix: string,
  files: Readonly<Record<string, string | Uint8Array>>,
): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hanabi-api-media-files-'));
  try {
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), content);
    }
    await storage.putFolder(folder, prefix);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
