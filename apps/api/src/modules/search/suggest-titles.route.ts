import { successEnvelope, titleSuggestionQuerySchema, titleSuggestionsSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { SearchService } from './search.service.ts';

/** GET /v1/titles/search — title names to suggest while the viewer types. */
export const suggestTitlesRoute: FastifyPluginAsyncZod<{ service: SearchService }> = async (app, { service }) => {
  app.get(
    '/v1/titles/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Title names to suggest',
        description:
          'Up to `limit` titles whose name or reading contains the query (normalised as in GET /v1/search), ' +
          'exact names first, then names that start with it, then by reading.',
        querystring: titleSuggestionQuerySchema,
        response: {
          200: successEnvelope(titleSuggestionsSchema).describe('Suggested titles'),
          ...errorResponses('badRequest'),
        },
      },
    },
    async (request, reply) => {
      const viewerId = (await request.viewer()).memberId;
      const suggestions = await service.suggest(request.query, { now: request.now, viewerId });
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      return ok(suggestions);
    },
  );
};
