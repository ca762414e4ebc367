import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPresentsRoute } from './list-presents.route.ts';
import { receivePresentRoute } from './receive-present.route.ts';

/** The signed-in member's present box. */
export const presentsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(listPresentsRoute);
  await app.register(receivePresentRoute);
};
