import { presentSchema, resourceIdSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { PRESENT_EXPIRED_MESSAGE, receivePresent } from './presents.service.ts';

/**
 * POST /v1/users/presents/:id/receive — receives a present: its gift points go to the member's balance, or
 * its ticket's episode becomes theirs.
 */
export const receivePresentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/users/presents/:id/receive',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['presents'],
        summary: 'Receive a present',
        description:
          "Marks the caller's present received and, in the same transaction, credits its gift points, valid " +
          'points_valid_days × 24 hours from now, or (kind episode_ticket) lets the member watch its episode for ' +
          'good, as a purchase would, with nothing in the points ledger; a ticket for an episode already owned is ' +
          'just marked received. Safe to repeat: a present already received answers 200 with the same ' +
          "present and grants nothing more, however many calls race. Another member's present, or an unknown " +
          `id, is 404; a present whose receivable_until has passed is 409 「${PRESENT_EXPIRED_MESSAGE}」. Needs ` +
          'the state-changing call headers (X-Requested-With, Content-Type: application/json); no body.',
        security: [{ festaAuth: [] }],
        params: z.object({ id: resourceIdSchema }),
        response: {
          200: successEnvelope(presentSchema).describe('The present, received'),
          ...errorResponses('badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'unsupportedMediaType'),
        },
      },
    },
    async (request) => {
      const { db } = app.database;
      const userId = await request.memberId();
      return ok(await receivePresent(db, userId, request.params.id, request.now));
    },
  );
};
