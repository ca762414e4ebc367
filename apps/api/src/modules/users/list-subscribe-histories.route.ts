import { paginationQuerySchema, subscribeHistoriesSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import type { SubscribeHistoriesService } from './subscribe-histories.service.ts';

/** GET /v1/users/subscribe_histories — the signed-in member's plan periods, newest first, paged. */
export const listSubscribeHistoriesRoute: FastifyPluginAsyncZod<{ service: SubscribeHistoriesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/users/subscribe_histories',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['users'],
        summary: "The member's subscription history, paged",
        description:
          'Every plan period of the signed-in member (lite 1, premium 2), ordered by started_at descending. ' +
          'has_subscribe_history is true when there is at least one, on any page: a free member with a history ' +
          'is the re-entry appeal user of spec §4. started_at and ended_at are ISO 8601 in Japan time; ended_at ' +
          'and end_reason are null for the open plan. Guests get 401. Never cached.',
        security: [{ festaAuth: [] }],
        querystring: paginationQuerySchema,
        response: {
          200: successEnvelope(subscribeHistoriesSchema).describe('One page of plan periods'),
          ...errorResponses('badRequest', 'unauthorized'),
        },
      },
    },
    async (request) => {
      return ok(await service.historiesOf(await request.memberId(), request.query));
    },
  );
};
