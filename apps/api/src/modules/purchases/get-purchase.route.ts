import { episodePurchaseSchema, resourceIdSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import type { PurchasesService } from './purchases.service.ts';

/** GET /v1/episode/purchase/:id — one of the caller's purchases and its status. */
export const getPurchaseRoute: FastifyPluginAsyncZod<{ service: PurchasesService }> = async (app, { service }) => {
  app.get(
    '/v1/episode/purchase/:id',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['purchases'],
        summary: 'A purchase and its status',
        description:
          'status: pending (recorded, nothing spent yet: sending its key again settles it), completed, or ' +
          "failed with failure_reason. Another member's purchase is 404.",
        security: [{ festaAuth: [] }],
        params: z.object({ id: resourceIdSchema }),
        response: {
          200: successEnvelope(episodePurchaseSchema).describe('The purchase'),
          ...errorResponses('badRequest', 'unauthorized', 'notFound'),
        },
      },
    },
    async (request) => {
      const userId = await request.memberId();
      return ok(await service.getPurchase(userId, request.params.id));
    },
  );
};
