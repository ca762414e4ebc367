import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminCutScenesRoute } from './admin-cut-scenes.route.ts';
import { adminEpisodeMarkersRoute } from './admin-episode-markers.route.ts';
import { adminEpisodesRoute } from './admin-episodes.route.ts';
import { adminGenreGroupsRoute } from './admin-genre-groups.route.ts';
import { adminGenresRoute } from './admin-genres.route.ts';
import { adminTagOrderRoute } from './admin-tag-order.route.ts';
import { adminTagsRoute } from './admin-tags.route.ts';
import { adminTitleWritesRoute } from './admin-title-writes.route.ts';
import { getAdminTitleRoute } from './get-admin-title.route.ts';
import { listAdminTitlesRoute } from './list-admin-titles.route.ts';
import { publishAdminTitleRoute } from './publish-admin-title.route.ts';
import { titlePreviewRoute } from './title-preview.route.ts';

/**
 * The catalogue in the operator API (decision 0046): titles, episodes, their publishing, video markers and cut scenes,
 * genres and tags, and the preview (decision 0048).
 */
export const adminCatalogueModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(listAdminTitlesRoute, { media });
  await app.register(getAdminTitleRoute, { media });
  await app.register(adminTitleWritesRoute, { media });
  await app.register(publishAdminTitleRoute, { action: 'publish', media });
  await app.register(publishAdminTitleRoute, { action: 'unpublish', media });
  await app.register(adminEpisodesRoute, { media });
  await app.register(adminTagsRoute);
  await app.register(titlePreviewRoute, { media });
  await app.register(adminTagOrderRoute);
  await app.register(adminGenreGroupsRoute);
  await app.register(adminGenresRoute);
  await app.register(adminEpisodeMarkersRoute);
  await app.register(adminCutScenesRoute);
};
