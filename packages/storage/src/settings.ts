/**
 * The media storage settings, as a fragment every service's one config module spreads into its own schema
 * (as packages/db does with the connection limits), and the storage they describe.
 */
import { z } from 'zod';
import { localMediaStorage } from './local-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { type S3StorageSettings, s3MediaStorage } from './s3-storage.ts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const mediaStorageSettings = {
  /** `local` (default): the media folder (MEDIA_DIR); `s3`: the S3-compatible bucket S3_BUCKET. */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** Another S3-compatible service than AWS, e.g. https://<account>.r2.cloudflarestorage.com. */
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither takes the SDK's default chain (instance role…). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (default when S3_ENDPOINT is set) rather than in the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  /** Where players fetch media from (a CDN in front of the bucket); default: the API's /media/. */
  MEDIA_CDN_BASE_URL: httpUrl.optional(),
};

type Vars = z.output<z.ZodObject<typeof mediaStorageSettings>>;

export type MediaStorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageSettings);

/**
 * The storage `vars` describe, with `mediaDir` (already resolved by the caller) for the local folder.
 * @throws Error naming the setting that is missing or half given.
 */
export function mediaStorageConfigFrom(vars: Vars, mediaDir: string): MediaStorageConfig {
  if (vars.MEDIA_STORAGE === 'local') return { kind: 'local', dir: mediaDir };
  if (!vars.S3_BUCKET) throw new Error('S3_BUCKET must be set when MEDIA_STORAGE is s3');
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ? vars.S3_FORCE_PATH_STYLE === 'true' : Boolean(vars.S3_ENDPOINT),
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export function openMediaStorage(config: MediaStorageConfig): MediaStorage {
  return config.kind === 'local' ? localMediaStorage(config.dir) : s3MediaStorage(config);
}
