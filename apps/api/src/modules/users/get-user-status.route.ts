import { successEnvelope, userStatusSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, privateNoStore } from '../../lib/responses.ts';
import { cacheForEveryone } from '../../lib/shared-cache.ts';
import type { UserStatusService } from './user-status.service.ts';

/**
 * How long a guest's status may be shared: every page's shell asks for it, so a page is shared no longer
 * than this, and its server time is this much behind at worst (decision 0057).
 */
const GUEST_STATUS_SHARED_SECONDS = 5;

/** GET /v1/users/statuses — who the caller is (guests included) and the server's current time. */
export const getUserStatusRoute: FastifyPluginAsyncZod<{ service: UserStatusService }> = async (app, { service }) => {
  app.get(
    '/v1/users/statuses',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's status and the server's now",
        description:
          'Guests (no festa_auth cookie, or an unknown, expired or revoked session) get is_logged_in false, ' +
          'subscribed_plan_id 999 and nothing else. For a member every field is read from the membership tables ' +
          'and the points ledger as of now. Instants (current_timestamp, subscribed_date, first_subscribed_date) ' +
          'are ISO 8601 in Japan time, `2025-10-01T12:00:00+09:00`; calendar days (plan_next_payment_day, ' +
          'forced_cancel_scheduled_date, forced_canceled_date) are `YYYY-MM-DD`, Japan time. Now is the ' +
          "server's clock, or X-Debug-Time outside production; the session is always checked on the clock. " +
          "A guest's answer (no session, age check or debug time) may be shared for 5 s; any other is never cached.",
        security: [{ festaAuth: [] }, {}],
        response: {
          200: successEnvelope(userStatusSchema).describe("The caller's status"),
          ...errorResponses('badRequest'),
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const contents = await service.statusOf(viewer.memberId, request.now);
      if (viewer.kind === 'guest') cacheForEveryone(request, reply, GUEST_STATUS_SHARED_SECONDS);
      else privateNoStore(reply);
      return ok(contents);
    },
  );
};
