import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminFeatureReadsRoute } from './admin-feature-reads.route.ts';
import { adminFeatureWritesRoute } from './admin-feature-writes.route.ts';

/** Features (特集) in the operator API (decision 0063): every role looks, editorial:write changes. */
export const adminFeaturesModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminFeatureReadsRoute);
  await app.register(adminFeatureWritesRoute);
};
