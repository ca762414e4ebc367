import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminRedirectsRoute } from './admin-redirects.route.ts';

/**
 * Redirects in the operator API (decision 0050). `siteOrigin` (WEB_ORIGIN) tells an absolute URL on the
 * site's own pages, which another redirect could continue, from one on another site.
 */
export const adminRedirectsModule: FastifyPluginAsyncZod<{ siteOrigin: string }> = async (app, { siteOrigin }) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminRedirectsRoute, { siteOrigin });
};
