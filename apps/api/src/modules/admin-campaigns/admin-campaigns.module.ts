import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminCampaignReadsRoute } from './admin-campaign-reads.route.ts';
import { adminCampaignWritesRoute } from './admin-campaign-writes.route.ts';

/** Campaigns (/campaigns/{slug}) in the operator API (decision 0061): every role looks, editorial:write changes. */
export const adminCampaignsModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminCampaignReadsRoute);
  await app.register(adminCampaignWritesRoute);
};
