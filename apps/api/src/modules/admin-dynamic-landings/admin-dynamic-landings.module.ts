import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminDynamicLandingReadsRoute } from './admin-dynamic-landing-reads.route.ts';
import { adminDynamicLandingWritesRoute } from './admin-dynamic-landing-writes.route.ts';

/** Dynamic landing pages (/lp/{slug}) in the operator API (decision 0063): every role looks, editorial:write changes. */
export const adminDynamicLandingsModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminDynamicLandingReadsRoute);
  await app.register(adminDynamicLandingWritesRoute);
};
