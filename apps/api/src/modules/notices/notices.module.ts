import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNoticeRoute } from './get-notice.route.ts';
import { getUrgentNoticeRoute } from './get-urgent-notice.route.ts';
import { listNoticeSectionsRoute } from './list-notice-sections.route.ts';
import { listNoticesRoute } from './list-notices.route.ts';
import { createNoticesRepository } from './notices.repository.ts';
import { createNoticesService } from './notices.service.ts';

/** Notices to viewers (「お知らせ」, decision 0021). */
export const noticesModule: FastifyPluginAsyncZod = async (app) => {
  const service = createNoticesService({ repository: createNoticesRepository(app.database.db) });
  await app.register(listNoticeSectionsRoute, { service });
  await app.register(listNoticesRoute, { service });
  // The static path before the parametric one reads better; Fastify prefers static segments either way.
  await app.register(getUrgentNoticeRoute, { service });
  await app.register(getNoticeRoute, { service });
};
