import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { addMylistTitleRoute } from './add-mylist-title.route.ts';
import { hideTitleRoute } from './hide-title.route.ts';
import { listHiddenTitlesRoute } from './list-hidden-titles.route.ts';
import { listMylistTitlesRoute } from './list-mylist-titles.route.ts';
import { removeMylistTitleRoute } from './remove-mylist-title.route.ts';
import { unhideTitleRoute } from './unhide-title.route.ts';
import { createViewerListsRepository } from './viewer-lists.repository.ts';
import { createViewerListsService } from './viewer-lists.service.ts';

/** The member's mylist and hidden titles (decision 0020). */
export const viewerListsModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createViewerListsService({ repository: createViewerListsRepository(app.database.db), media });
  await app.register(listMylistTitlesRoute, { service });
  await app.register(addMylistTitleRoute, { service });
  await app.register(removeMylistTitleRoute, { service });
  await app.register(listHiddenTitlesRoute, { service });
  await app.register(hideTitleRoute, { service });
  await app.register(unhideTitleRoute, { service });
};
