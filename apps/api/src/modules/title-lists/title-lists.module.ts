import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { listEstDeliveriesRoute } from './list-est-deliveries.route.ts';
import { listExclusivesRoute } from './list-exclusives.route.ts';
import { listFreeTitlesRoute } from './list-free-titles.route.ts';
import { listNewlyUpdatedRoute } from './list-newly-updated.route.ts';
import { listScheduledDeliveriesRoute } from './list-scheduled-deliveries.route.ts';
import { listScheduledEndDeliveriesRoute } from './list-scheduled-end-deliveries.route.ts';
import { createTitleListsRepository } from './title-lists.repository.ts';
import { createTitleListsService } from './title-lists.service.ts';

/** The time-bound and editorial title lists (decision 0019). */
export const titleListsModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createTitleListsService({ repository: createTitleListsRepository(app.database.db), media });
  for (const route of [
    listNewlyUpdatedRoute,
    listScheduledDeliveriesRoute,
    listScheduledEndDeliveriesRoute,
    listEstDeliveriesRoute,
    listExclusivesRoute,
    listFreeTitlesRoute,
  ]) {
    await app.register(route, { service });
  }
};
