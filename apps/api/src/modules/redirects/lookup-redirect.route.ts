import { redirectLookupQuerySchema, redirectTargetSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error.ts';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { RedirectsRepository } from './redirects.repository.ts';

/**
 * The key a path is stored under: without trailing slashes, which the same page may be asked for with or
 * without ('/campaigns/old/' is '/campaigns/old'). The root stays '/'.
 */
export function redirectKeyOf(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/**
 * GET /v1/redirects/lookup?path=… — where a page path now lives, asked by the web server on every
 * navigation (spec §2 rule 4, decision 0017).
 */
export const lookupRedirectRoute: FastifyPluginAsyncZod<{ repository: RedirectsRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/v1/redirects/lookup',
    {
      schema: {
        tags: ['redirects'],
        summary: 'The redirect of a page path',
        description:
          'The enabled redirect whose path is `path` (trailing slashes ignored). `location` is an absolute ' +
          'http(s) URL, which the web client opens with a full page load, or a path of the site. 404 when the ' +
          'path has no enabled redirect.',
        querystring: redirectLookupQuerySchema,
        response: {
          200: successEnvelope(redirectTargetSchema).describe('Where the path now lives'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      const found = await repository.findEnabled(redirectKeyOf(request.query.path));
      // "No redirect" is the answer for nearly every page, and as shareable as a redirect.
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      if (!found) throw new ApiError('notFound');
      return ok({ location: found.toLocation, status: found.status });
    },
  );
};
