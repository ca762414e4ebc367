import { episodePurchaseSchema, purchaseEpisodeQuerySchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import type { PurchasesService } from './purchases.service.ts';

/** POST /v1/episode/purchase — buys an episode with points, exactly once per idempotency key. */
export const purchaseEpisodeRoute: FastifyPluginAsyncZod<{ service: PurchasesService }> = async (app, { service }) => {
  app.post(
    '/v1/episode/purchase',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['purchases'],
        summary: 'Buy an episode with points',
        description:
          'Input in the query (spec §7): episode_id and idempotency_key, made once per purchase intent by the ' +
          "client and sent again on every retry. The price is the catalogue's. Answers the purchase: completed " +
          '(points spent — gift points first, soonest-expiring first, then festa points — and the episode ' +
          'owned) or failed with a reason (insufficient_points, already_owned, included_in_plan), nothing spent. ' +
          'The same key always answers the same purchase without spending again, however many requests race; ' +
          'a key already used for another episode is 422, as is an episode not sold on its own. Needs the ' +
          'state-changing call headers (X-Requested-With, Content-Type: application/json); body `{}` or none.',
        security: [{ festaAuth: [] }],
        querystring: purchaseEpisodeQuerySchema,
        response: {
          200: successEnvelope(episodePurchaseSchema).describe('The purchase'),
          ...errorResponses(
            'badRequest',
            'unauthorized',
            'forbidden',
            'notFound',
            'unprocessable',
            'unsupportedMediaType',
          ),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      return ok(await service.purchaseEpisode(userId, request.query, request.now));
    },
  );
};
