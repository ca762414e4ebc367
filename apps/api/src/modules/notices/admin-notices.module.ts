import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminNoticeSectionsRoute } from './admin-notice-sections.route.ts';
import { adminNoticesRoute } from './admin-notices.route.ts';
import { createNoticesRepository } from './notices.repository.ts';

/** Notices and notice sections in the operator API (decision 0050); the preview asks the viewers' own reads. */
export const adminNoticesModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminNoticeSectionsRoute);
  await app.register(adminNoticesRoute, { viewerNotices: createNoticesRepository(app.database.db) });
};
