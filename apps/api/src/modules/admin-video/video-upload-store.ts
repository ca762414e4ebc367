/**
 * Where the console's video uploads are kept while they arrive and until they are packaged (decision 0047):
 * the folder VIDEO_UPLOAD_DIR (@tus/file-store) with the local media storage, or the media bucket under its
 * private `uploads/` prefix (@tus/s3-store) with MEDIA_STORAGE=s3, so a packaging worker on another machine
 * can fetch them. Either way tus writes the bytes as they come (a file, or multipart parts through a
 * temporary file per part), never a whole file in memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PackagingSource } from '@hanabi/packaging';
import { type MediaStorageConfig, VIDEO_UPLOAD_PREFIX } from '@hanabi/storage';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, ServerOptions } from '@tus/server';
import type { VideoUploadSettings } from '../../config.ts';

export interface VideoUploadStore {
  /** The tus data store, made on the first upload call. */
  datastore(): DataStore;
  /** How tus names an upload in the store; its URL always ends in the upload id alone. */
  naming: Pick<ServerOptions, 'namingFunction' | 'generateUrl' | 'getFileIdFromRequest'>;
  /** The store's name of the upload `uploadId` (the id the console and the API's routes use). */
  storeIdOf(uploadId: string): string;
  /** The upload id of a name in the store. */
  uploadIdOf(storeId: string): string;
  /** What a packaging job reads of the finished upload. */
  sourceOf(uploadId: string): PackagingSource;
}

/**
 * The uploads in VIDEO_UPLOAD_DIR (`<id>`, and `<id>.json` with its length and metadata). @tus/file-store
 * makes its folder without waiting and throws outside any request when it cannot, so the folder is made here
 * first, at the API's start (one that cannot be made stops the start), and the store only on first use.
 */
async function folderUploadStore(dir: string): Promise<VideoUploadStore> {
  await mkdir(dir, { recursive: true });
  let store: FileStore | undefined;
  return {
    datastore: () => {
      store ??= new FileStore({ directory: dir });
      return store;
    },
    naming: {},
    storeIdOf: (uploadId) => uploadId,
    uploadIdOf: (storeId) => storeId,
    sourceOf: (uploadId) => ({ sourcePath: path.join(dir, uploadId) }),
  };
}

/**
 * The uploads in the media bucket: `uploads/<id>` (the file, a multipart upload until its last byte), with
 * tus's `uploads/<id>.info` and `uploads/<id>.part` beside it. The media route never serves that prefix.
 */
function bucketUploadStore(storage: Extract<MediaStorageConfig, { kind: 's3' }>): VideoUploadStore {
  const prefix = `${VIDEO_UPLOAD_PREFIX}/`;
  const storeIdOf = (uploadId: string) => `${prefix}${uploadId}`;
  let store: S3Store | undefined;
  return {
    datastore: () => {
      store ??= new S3Store({
        s3ClientConfig: {
          bucket: storage.bucket,
          region: storage.region,
          endpoint: storage.endpoint,
          forcePathStyle: storage.forcePathStyle,
          credentials: storage.credentials,
          // As the media storage (s3-storage.ts): no aws-chunked bodies, which not every S3 service reads.
          requestChecksumCalculation: 'WHEN_REQUIRED',
        },
      });
      return store;
    },
    naming: {
      namingFunction: () => storeIdOf(randomBytes(16).toString('hex')),
      // The prefix stays inside: URLs and the console know the upload id only.
      generateUrl: (_request, { path: base, id }) => `${base}/${id.slice(prefix.length)}`,
      // The routes have checked the last part is an upload id before tus sees the request.
      getFileIdFromRequest: (_request, lastPath) => (lastPath ? storeIdOf(lastPath) : undefined),
    },
    storeIdOf,
    uploadIdOf: (storeId) => storeId.slice(prefix.length),
    sourceOf: (uploadId) => ({ sourceKey: storeIdOf(uploadId) }),
  };
}

export async function openVideoUploadStore(
  settings: VideoUploadSettings,
  storage: MediaStorageConfig,
): Promise<VideoUploadStore> {
  return storage.kind === 's3' ? bucketUploadStore(storage) : folderUploadStore(settings.dir);
}
