import type { MediaStorage } from '@hanabi/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { acceptImageBodies } from './image-upload-body.ts';
import { uploadEpisodeThumbnailRoute } from './upload-episode-thumbnail.route.ts';
import { uploadTitleImageRoute } from './upload-title-image.route.ts';

/** Key art, posters (decision 0045) and episode thumbnails (decision 0049) uploaded by operators. */
export const titleImagesModule: FastifyPluginAsyncZod<{ storage: MediaStorage; media: MediaUrls }> = async (
  app,
  options,
) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  // Only inside this module: elsewhere a binary body stays an unsupported media type.
  acceptImageBodies(app);
  await app.register(uploadTitleImageRoute, options);
  await app.register(uploadEpisodeThumbnailRoute, options);
};
