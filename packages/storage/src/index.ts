export {
  cacheControlFor,
  contentTypeFor,
  DEFAULT_CACHE_CONTROL,
  IMMUTABLE_CACHE_CONTROL,
  MANIFEST_CACHE_CONTROL,
} from './cache-policy.ts';
export { localMediaStorage } from './local-storage.ts';
export type { ByteRange, MediaStorage, StoredObject } from './media-storage.ts';
export { type S3StorageSettings, s3MediaStorage } from './s3-storage.ts';
export { type MediaStorageConfig, mediaStorageConfigFrom, mediaStorageSettings, openMediaStorage } from './settings.ts';
export { downloadToFile, isPrivateMediaKey, VIDEO_UPLOAD_PREFIX } from './video-uploads.ts';
