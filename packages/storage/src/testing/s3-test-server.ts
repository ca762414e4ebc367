/**
 * An S3-protocol server on a free local port, for tests of the S3 media storage: s3rver, pure JavaScript,
 * keeping its objects in a temporary folder (decision 0044).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../s3-storage.ts';

export interface S3TestServer {
  /** Settings of a fresh, empty bucket on the server. */
  settings: S3StorageSettings;
  close(): Promise<void>;
}

// s3rver accepts any credentials whose key id it knows: these are its built-in defaults.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3TestServer(bucket = 'media'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'hanabi-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const settings: S3StorageSettings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
  const client = new S3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    settings,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
