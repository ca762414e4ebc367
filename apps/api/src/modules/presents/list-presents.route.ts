import { paginationQuerySchema, presentListSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { presentsOf } from './presents.service.ts';

/** GET /v1/users/presents — the signed-in member's present box, newest first, paged. */
export const listPresentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/presents',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['presents'],
        summary: "The member's presents, paged",
        description:
          'Every present of the signed-in member, newest first: gift points (kind gift_points) or a ticket for ' +
          'one episode (kind episode_ticket, with the episode). status is `received` once received, otherwise ' +
          '`receivable` while now < receivable_until and `expired` after. receivable_until and received_at are ' +
          'ISO 8601 in Japan time. Guests get 401. Never cached.',
        security: [{ festaAuth: [] }],
        querystring: paginationQuerySchema,
        response: {
          200: successEnvelope(presentListSchema).describe('One page of presents'),
          ...errorResponses('badRequest', 'unauthorized'),
        },
      },
    },
    async (request) => {
      const { db } = app.database;
      return ok(await presentsOf(db, await request.memberId(), request.query, request.now));
    },
  );
};
