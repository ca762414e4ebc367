/**
 * The tus server of the console's video uploads (decision 0047): @tus/server over the upload store (the
 * folder VIDEO_UPLOAD_DIR or the media bucket), writing each upload as it arrives, so a file of several GB
 * never sits in memory and a dropped connection resumes at the last byte stored.
 */
import type { IncomingMessage } from 'node:http';
import { API_ERRORS, VIDEO_UPLOAD_MESSAGES, VIDEO_UPLOAD_PATH, videoUploadIdSchema } from '@hanabi/contract';
import type { PackagingSource } from '@hanabi/packaging';
import { Server, type Upload } from '@tus/server';
import type { VideoUploadSettings } from '../../config.ts';
import type { VideoUploadStore } from './video-upload-store.ts';

/** An upload whose last byte has arrived, and what the packaging workers read of it. */
export interface CompleteUpload {
  id: string;
  episodeId: number | null;
  source: PackagingSource;
}

/** The episode an upload was made for, from the metadata the console sent with it. */
export function episodeIdOf(upload: Pick<Upload, 'metadata'>): number | null {
  const value = Number(upload.metadata?.episode_id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** What tus refuses on its own (in English), in the API's envelope and Japanese, by status. */
function japaneseRefusal(status: number, maxBytes: number): { code: number; message: string } {
  if (status === 404 || status === 410) {
    return { code: API_ERRORS.notFound.code, message: VIDEO_UPLOAD_MESSAGES.uploadNotFound };
  }
  if (status === 409) return { code: API_ERRORS.conflict.code, message: VIDEO_UPLOAD_MESSAGES.offsetMismatch };
  if (status === 413) {
    return { code: API_ERRORS.payloadTooLarge.code, message: VIDEO_UPLOAD_MESSAGES.tooLarge(maxBytes) };
  }
  if (status >= 400 && status < 500) return { code: 4000 + (status - 400), message: VIDEO_UPLOAD_MESSAGES.badRequest };
  return { code: API_ERRORS.internal.code, message: API_ERRORS.internal.message };
}

export function createVideoUploadServer(
  store: VideoUploadStore,
  settings: VideoUploadSettings,
  hooks: {
    webOrigin: string;
    /** Runs before the upload is created; throwing stops it. */
    onUploadCreate: (request: IncomingMessage, upload: Upload) => Promise<void>;
  },
): Server {
  return new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore: store.datastore(),
    ...store.naming,
    maxSize: settings.maxBytes,
    // `Location: /admin/v1/video-uploads/<id>`, resolved by the browser against the API's origin: right
    // behind any proxy, without trusting forwarded headers.
    relativeLocation: true,
    // The API answers its preflights (plugins/external/cors.ts); these are for the answers themselves.
    allowedOrigins: [hooks.webOrigin],
    allowedCredentials: true,
    // Nobody removes an upload over the protocol: the DELETE route does not exist.
    disableTerminationForFinishedUploads: true,
    onResponseError(_request, error) {
      const status = 'status_code' in error ? error.status_code : 500;
      return { status_code: status, body: JSON.stringify(japaneseRefusal(status, settings.maxBytes)) };
    },
    async onUploadCreate(request, upload) {
      const node = request.runtime?.node?.req;
      if (!node) throw new Error('The tus server runs on Node.js requests only');
      await hooks.onUploadCreate(node as IncomingMessage, upload); // Fastify serves HTTP/1.1 here.
      return {};
    },
  });
}

/**
 * The upload, once every byte arrived; 'incomplete' while some are missing; undefined when there is none. Any
 * API instance can tell: the store keeps each upload's state beside it (a file or an object).
 */
export async function findCompleteUpload(
  store: VideoUploadStore,
  uploadId: string,
): Promise<CompleteUpload | 'incomplete' | undefined> {
  if (!videoUploadIdSchema.safeParse(uploadId).success) return undefined;
  const upload = await store
    .datastore()
    .getUpload(store.storeIdOf(uploadId))
    .catch(() => undefined);
  if (!upload) return undefined;
  if (upload.size === undefined || upload.offset < upload.size) return 'incomplete';
  return { id: uploadId, episodeId: episodeIdOf(upload), source: store.sourceOf(uploadId) };
}
