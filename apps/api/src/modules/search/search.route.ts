import { searchQuerySchema, searchResultListSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { SearchScope } from './search.repository.ts';
import type { SearchService } from './search.service.ts';

const NORMALISATION =
  'The query is normalised like the titles (decision 0018): hiragana finds katakana; half-width and full-width ' +
  'forms, case, spaces and long-vowel marks do not matter. A query of only spaces or symbols answers an empty ' +
  'page. Every filter of the title lists applies (decision 0019); a signed-in member never sees their hidden titles.';

/** A paged search route; the two differ only in what they look through. */
export function searchListRoute(options: {
  url: string;
  scope: Exclude<SearchScope, 'names'>;
  summary: string;
  description: string;
}): FastifyPluginAsyncZod<{ service: SearchService }> {
  return async (app, { service }) => {
    app.get(
      options.url,
      {
        schema: {
          tags: ['search'],
          summary: options.summary,
          description: `${options.description} ${NORMALISATION}`,
          querystring: searchQuerySchema,
          response: {
            200: successEnvelope(searchResultListSchema).describe('One page of matching titles'),
            ...errorResponses('badRequest'),
          },
        },
      },
      async (request, reply) => {
        const viewerId = (await request.viewer()).memberId;
        const found = await service.search(request.query, options.scope, { now: request.now, viewerId });
        cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
        return ok(found);
      },
    );
  };
}

/** GET /v1/search — titles by name, reading, tags, cast, characters and staff. */
export const searchRoute = searchListRoute({
  url: '/v1/search',
  scope: 'keywords',
  summary: 'Search titles by name, reading, tags and people',
  description:
    'Ranked exact name, name prefix, name or reading, then keyword (tag, cast, character, staff); ties by reading.',
});
