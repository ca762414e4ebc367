import { openPackagingService, type PackagingService } from '@hanabi/packaging';
import type { MediaStorageConfig } from '@hanabi/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VideoUploadSettings } from '../../config.ts';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { episodePackagingJobsRoute } from './episode-packaging-jobs.route.ts';
import { packagingJobRoute } from './packaging-job.route.ts';
import { createPackagingJobsService } from './packaging-jobs.service.ts';
import { openVideoUploadStore } from './video-upload-store.ts';
import { videoUploadsRoute } from './video-uploads.route.ts';

/** Video ingest in the operator API (decision 0047): resumable uploads and the packaging jobs made of them. */
export const adminVideoModule: FastifyPluginAsyncZod<{
  uploads: VideoUploadSettings;
  /** With MEDIA_STORAGE=s3, uploads go into the bucket, under its private `uploads/` prefix. */
  storage: MediaStorageConfig;
  webOrigin: string;
}> = async (app, { uploads, storage, webOrigin }) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));

  // The queue (pg-boss) starts with the first job call, not with the API: most instances never need it.
  let opened: Promise<PackagingService> | undefined;
  const packaging = () => {
    opened ??= openPackagingService(app.database).catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
  app.addHook('onClose', async () => {
    await (await opened?.catch(() => undefined))?.close();
  });

  const store = await openVideoUploadStore(uploads, storage);
  const jobs = createPackagingJobsService({ db: app.database.db, packaging, uploads: store });
  await app.register(videoUploadsRoute, { store, settings: uploads, webOrigin });
  await app.register(episodePackagingJobsRoute, { jobs });
  await app.register(packagingJobRoute, { jobs });
};
