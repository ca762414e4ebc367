import { successEnvelope } from '@hanabi/contract';
import {
  revokeSession,
  SESSION_COOKIE_NAME,
  type SessionCookieSettings,
  sessionCookieClearOptions,
} from '@hanabi/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, privateNoStore } from '../../lib/responses.ts';
import { sessionTokenOf } from '../../lib/session-cookie.ts';

export interface EndSessionRouteOptions {
  /** The path a client of one reading of spec §7 calls (decision 0011). */
  path: string;
  summary: string;
  cookie: SessionCookieSettings;
}

/**
 * DELETE <path> — logs this browser out: its session ends and the festa_auth cookie is cleared. Registered
 * at both logout paths of spec §7, which mean the same here (decision 0011).
 */
export const endSessionRoute: FastifyPluginAsyncZod<EndSessionRouteOptions> = async (app, options) => {
  // Cleared with the attributes the sign-in service set it with, or the browser keeps it.
  const cookieAttributes = sessionCookieClearOptions(options.cookie);

  app.delete(
    options.path,
    {
      schema: {
        tags: ['sessions'],
        summary: options.summary,
        description:
          "Ends the session of the caller's festa_auth cookie (other browsers of the member stay signed in) and " +
          'answers a Set-Cookie that expires festa_auth, with the domain and path the sign-in service sets. ' +
          'Harmless for guests and for a session already ended: the answer is the same. Needs the ' +
          'state-changing call headers (X-Requested-With, Content-Type: application/json); no body.',
        security: [{ festaAuth: [] }, {}],
        response: {
          200: successEnvelope(z.null()).describe('Logged out'),
          ...errorResponses('badRequest', 'forbidden', 'unsupportedMediaType'),
        },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const token = sessionTokenOf(request);
      if (token) await revokeSession(app.database.db, token, request.receivedAt);
      void reply.clearCookie(SESSION_COOKIE_NAME, cookieAttributes);
      return ok(null);
    },
  );
};
