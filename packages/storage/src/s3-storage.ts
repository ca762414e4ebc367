/**
 * Media storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), under the same keys as the local
 * folder. Every object carries its Content-Type and the cache rule of its name, so a CDN in front of the
 * bucket (MEDIA_CDN_BASE_URL) caches segments for a year and manifests for a minute (decision 0044).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type PutObjectCommandInput,
  S3Client,
} from '@aws-sdk/client-s3';
import { cacheControlFor, contentTypeFor } from './cache-policy.ts';
import { listFiles } from './list-files.ts';
import { assertSafeKey, type MediaStorage } from './media-storage.ts';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (http(s) URL); AWS when unset. */
  endpoint?: string | undefined;
  /** Bucket in the path rather than the host name: what most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Unset takes the SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Files of one package uploaded at a time: enough to fill the link without hundreds of open sockets. */
const UPLOAD_CONCURRENCY = 8;
/** The most keys one DeleteObjects call takes. */
const DELETE_BATCH = 1000;

async function inBatches<T>(items: readonly T[], size: number, each: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(each));
  }
}

export function s3MediaStorage(settings: S3StorageSettings): MediaStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // By default the SDK sends streamed bodies aws-chunked with a trailing checksum, which S3-compatible
    // services do not all understand (s3rver stores the chunk framing as the content): checksums are sent
    // only where the operation requires one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

  async function list(prefix: string): Promise<string[]> {
    assertSafeKey(prefix);
    const keys: string[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return keys.sort();
  }

  async function deleteFolder(prefix: string): Promise<void> {
    const keys = await list(prefix);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
    }
  }

  async function put(key: string, body: PutObjectCommandInput['Body'], size: number): Promise<void> {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ContentType: contentTypeFor(key),
        CacheControl: cacheControlFor(key),
      }),
    );
  }

  async function putLocalFile(localPath: string, key: string): Promise<void> {
    const { size } = await stat(localPath);
    await put(key, createReadStream(localPath), size);
  }

  return {
    kind: 's3',
    list,
    deleteFolder,
    async putFolder(localDir, prefix) {
      if ((await list(prefix)).length > 0) throw new Error(`Media storage already holds ${prefix}`);
      const files = await listFiles(localDir);
      try {
        await inBatches(files, UPLOAD_CONCURRENCY, (file) => putLocalFile(join(localDir, file), `${prefix}/${file}`));
      } catch (error) {
        // Object storage has no rename: what was uploaded before the failure is removed instead.
        await deleteFolder(prefix);
        throw error;
      }
    },
    async putFile(key, content) {
      assertSafeKey(key);
      // An object appears whole when its upload completes: no temporary name needed.
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      await put(key, bytes, bytes.byteLength);
    },
    async get(key, range) {
      assertSafeKey(key);
      try {
        const Range = range && `bytes=${range.start}-${range.end}`;
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range }));
        return {
          body: object.Body as Readable,
          // A ranged answer's length is the range's; its Content-Range ends with the whole object's size.
          size: range ? Number(object.ContentRange?.split('/')[1]) : (object.ContentLength ?? 0),
          contentType: object.ContentType ?? contentTypeFor(key),
          cacheControl: object.CacheControl ?? cacheControlFor(key),
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
  };
}
