import type { MediaStorage } from '@hanabi/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { uploadEpisodeThumbnailRoute } from './upload-episode-thumbnail.route.ts';
import { uploadTitleImageRoute } from './upload-title-image.route.ts';

/** Key art, posters (decision 0045) and episode thumbnails (decision 0049) uploaded by operators. */
export const titleImagesModule: FastifyPluginAsyncZod<{ storage: MediaStorage; media: MediaUrls }> = async (
  app,
  options,
) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(uploadTitleImageRoute, options);
  await app.register(uploadEpisodeThumbnailRoute, options);
};
