import type { MediaStorage } from '@hanabi/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminHomeSlideReadsRoute } from './admin-home-slide-reads.route.ts';
import { adminHomeSlideWritesRoute } from './admin-home-slide-writes.route.ts';
import { uploadHomeSlideImageRoute } from './upload-home-slide-image.route.ts';

/** The home carousel in the operator API (decision 0053): every role looks, editorial:write changes. */
export const adminHomeSlidesModule: FastifyPluginAsyncZod<{ storage: MediaStorage; media: MediaUrls }> = async (
  app,
  options,
) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminHomeSlideReadsRoute, options);
  await app.register(adminHomeSlideWritesRoute, options);
  await app.register(uploadHomeSlideImageRoute, options);
};
