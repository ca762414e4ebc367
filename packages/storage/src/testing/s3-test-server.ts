/**
 * An S3-protocol server on a free local port, for tests of the S3 media storage: s3rver, pure JavaScript,
 * keeping its objects in a temporary folder (decision 0044).
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
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

/** What of s3rver's Koa app and file store the ListParts stand-in uses (its types leave them out). */
interface KoaContext {
  req: IncomingMessage;
  status: number;
  type: string;
  body: unknown;
}
interface S3rverInternals {
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
  store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
}

/**
 * s3rver implements multipart uploads but not ListParts (GET /bucket/key?uploadId=…), which @tus/s3-store asks
 * to resume an upload (decision 0047). This answers it from the part files s3rver keeps (`<n>`, `<n>.md5`),
 * NoSuchUpload once the upload is completed or unknown, as S3 does; it runs before s3rver's own routes.
 */
function addListParts(server: S3rver): void {
  const internals = server as unknown as S3rverInternals;
  const listParts: S3rverInternals['middleware'][number] = async (ctx, next) => {
    const url = new URL(ctx.req.url ?? '/', 'http://s3.test');
    const uploadId = url.searchParams.get('uploadId');
    if (ctx.req.method !== 'GET' || !uploadId || !/^[0-9a-f]+$/.test(uploadId)) return next();
    const [, bucket = '', ...key] = url.pathname.split('/').map(decodeURIComponent);
    const folder = join(internals.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const files = await readdir(folder).catch(() => undefined);
    if (!files) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
      return;
    }
    const numbers = files.filter((file) => /^\d+$/.test(file)).map(Number);
    const Part = await Promise.all(
      numbers
        .sort((a, b) => a - b)
        .map(async (PartNumber) => ({
          PartNumber,
          ETag: `"${await readFile(join(folder, `${PartNumber}.md5`), 'utf8')}"`,
          Size: (await stat(join(folder, String(PartNumber)))).size,
        })),
    );
    // s3rver's own middleware writes a plain object as XML.
    ctx.body = {
      ListPartsResult: { Bucket: bucket, Key: key.join('/'), UploadId: uploadId, IsTruncated: false, Part },
    };
  };
  // Its routes are the last middleware; this goes just before them.
  internals.middleware.splice(internals.middleware.length - 1, 0, listParts);
}

export async function startS3TestServer(bucket = 'media'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'hanabi-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  addListParts(server);
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
