import { successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { ListScope } from './title-query.ts';

export interface TitleListRouteDefinition<Service, Query extends z.ZodType, Contents extends z.ZodType> {
  url: string;
  summary: string;
  /** What the list holds and its own order (decision 0019). */
  description: string;
  querystring: Query;
  contents: Contents;
  list(service: Service, query: z.infer<Query>, scope: ListScope): Promise<z.infer<Contents>>;
}

/** Types a definition where it is written, so that its route and the route's tests share the one object. */
export function titleListDefinition<Service, Query extends z.ZodType, Contents extends z.ZodType>(
  definition: TitleListRouteDefinition<Service, Query, Contents>,
): TitleListRouteDefinition<Service, Query, Contents> {
  return definition;
}

/**
 * A GET route answering one page of a title list at the server's now, for the signed-in member (whose hidden
 * titles it leaves out) or a guest, shareable by caches for a guest (decision 0057). Every list route of this module, and the features list, is one of these.
 */
export function titleListRoute<Service, Query extends z.ZodType, Contents extends z.ZodType>(
  definition: TitleListRouteDefinition<Service, Query, Contents>,
): FastifyPluginAsyncZod<{ service: Service }> {
  // Widened on purpose: the generic answer schema is checked by `definition.list`'s own type instead.
  const response: Record<number, z.ZodType> = {
    200: successEnvelope(definition.contents).describe('One page of the list'),
    ...errorResponses('badRequest'),
  };
  return async (app, { service }) => {
    app.get(
      definition.url,
      {
        schema: {
          tags: ['titles'],
          summary: definition.summary,
          description: `${definition.description} Filters and paging: decision 0019; a signed-in member never sees their hidden titles.`,
          querystring: definition.querystring,
          response,
        },
      },
      async (request, reply) => {
        const viewerId = (await request.viewer()).memberId;
        const query = request.query as z.infer<Query>;
        const page = await definition.list(service, query, { now: request.now, viewerId });
        cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
        return ok(page);
      },
    );
  };
}
