import { dynamicLandingQuerySchema, dynamicLandingSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { LandingsService } from './landings.service.ts';

/** GET /v1/dynamic_landings?slug= — a landing page running now, with its titles. */
export const getDynamicLandingRoute: FastifyPluginAsyncZod<{ service: LandingsService }> = async (app, { service }) => {
  app.get(
    '/v1/dynamic_landings',
    {
      schema: {
        tags: ['discovery'],
        summary: 'A dynamic landing page running now',
        description:
          'The landing with `slug` while its window contains now (starts_at ≤ now < ends_at), otherwise 404. ' +
          'Its titles are those available now that match the filters, in the order operators gave them, ' +
          'with their synopsis; a signed-in member never sees their hidden titles.',
        querystring: dynamicLandingQuerySchema,
        response: {
          200: successEnvelope(dynamicLandingSchema).describe('The landing page'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      const viewerId = (await request.viewer()).memberId;
      const landing = await service.getRunningLanding(request.query, { now: request.now, viewerId });
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      return ok(landing);
    },
  );
};
