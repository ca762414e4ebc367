import { homeLayoutSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import { homeSectionSlotsAt } from './home-layout-at.ts';

/** GET /v1/home_layout — the order of the home page's sections for everyone, at now; shared caches keep it like other catalogue reads (decision 0064). */
export const homeLayoutsModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/v1/home_layout',
    {
      schema: {
        tags: ['home'],
        summary: "The order of the home page's sections",
        description:
          'The sections shown, first shown first, as editors scheduled them for now (debug time applies outside ' +
          'production); the built-in order when no layout is in force. The same for every viewer: cacheable ' +
          'for a minute.',
        response: { 200: successEnvelope(homeLayoutSchema).describe('The order'), ...errorResponses() },
      },
    },
    async (request, reply) => {
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      const slots = await homeSectionSlotsAt(db, request.now);
      return ok({ sections: slots.filter((slot) => !slot.hidden).map((slot) => slot.key) });
    },
  );
};
