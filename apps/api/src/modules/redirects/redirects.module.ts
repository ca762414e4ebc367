import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupRedirectRoute } from './lookup-redirect.route.ts';
import { createRedirectsRepository } from './redirects.repository.ts';

/** Redirects by path, which operators manage in the `redirects` table (decision 0017). */
export const redirectsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(lookupRedirectRoute, { repository: createRedirectsRepository(app.database.db) });
};
