export { type MediaStorageCase, mediaStorageCases } from './media-storage-cases.ts';
export { type S3TestServer, startS3TestServer } from './s3-test-server.ts';
