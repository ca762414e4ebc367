import { COOKIE_NAMES, successEnvelope, userStatusSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, privateNoStore } from '../../lib/responses.ts';
import type { UserStatusService } from './user-status.service.ts';

/** GET /v1/users/statuses — who the caller is (guests included) and the server's current time. */
export const getUserStatusRoute: FastifyPluginAsyncZod<{ service: UserStatusService }> = async (app, { service }) => {
  app.get(
    '/v1/users/statuses',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's status and the server's now",
        description:
          "Guests get is_logged_in false and subscribed_plan_id 999. current_timestamp is the server's now in " +
          'Japan time (X-Debug-Time outside production). Never cached.',
        security: [{ festaAuth: [] }, {}],
        response: {
          200: successEnvelope(userStatusSchema).describe("The caller's status"),
          ...errorResponses('badRequest'),
        },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const contents = await service.statusOf(request.cookies[COOKIE_NAMES.auth], request.now);
      return ok(contents);
    },
  );
};
