import { successEnvelope } from '@hanabi/contract';
import { appendAuditEntry } from '@hanabi/db';
import type { SessionCookieSettings } from '@hanabi/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { revokeSessionByHash } from '../../lib/operator-sessions.ts';
import { operatorOf, requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { clearOperatorCookie } from './operator-cookie.ts';

/** DELETE /admin/v1/session — signs this browser's operator session out. */
export const signOutRoute: FastifyPluginAsyncZod<{ cookie: SessionCookieSettings }> = async (app, { cookie }) => {
  app.delete(
    '/admin/v1/session',
    {
      onRequest: requireOperator(),
      schema: {
        tags: ['operator-auth'],
        summary: 'Operator sign-out',
        description: "Ends this browser's operator session (others stay signed in) and clears hanabi_operator.",
        security: OPERATOR_SECURITY,
        response: {
          200: successEnvelope(z.null()).describe('Signed out'),
          ...guardedWriteErrors(),
        },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const actor = auditActorOf(request);
      await app.database.db.transaction(async (tx) => {
        await revokeSessionByHash(tx, operator.sessionTokenHash, actor.at);
        await appendAuditEntry(tx, {
          ...actor,
          operation: 'operator.sign_out',
          targetType: 'operator',
          targetId: operator.id,
          before: null,
          after: null,
        });
      });
      clearOperatorCookie(reply, cookie);
      return ok(null);
    },
  );
};
