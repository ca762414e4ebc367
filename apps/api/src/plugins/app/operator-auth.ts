/**
 * Resolves the operator once per request from the hanabi_operator cookie (decision 0041) into
 * `request.operatorAuth`, which `requireOperator(permission)` (lib/require-operator.ts) checks on every
 * /admin/v1 route. Always on the API's clock (`request.receivedAt`): debug time never brings an expired
 * operator session back (decision 0032). A signed-in request restarts the session's 30-minute idle clock.
 * Registered only when OPERATOR_API is on.
 */
import { OPERATOR_SESSION_COOKIE } from '@hanabi/contract';
import { resolveSession } from '../../lib/operator-sessions.ts';
import { appPlugin } from '../../lib/plugin.ts';
import type { OperatorAuth } from '../../lib/require-operator.ts';

const NOBODY: OperatorAuth = Object.freeze({ state: 'none' });

export const operatorAuthPlugin = appPlugin(
  async (app) => {
    // Fastify refuses objects as decoration defaults (they would be shared); each request sets its own.
    app.decorateRequest('operatorAuth', null as never);
    app.addHook('onRequest', async (request) => {
      request.operatorAuth = NOBODY;
      const token = request.cookies[OPERATOR_SESSION_COOKIE];
      if (!token) return;
      const resolved = await resolveSession(app.database.db, token, request.receivedAt);
      if (resolved?.state === 'pending') request.operatorAuth = { state: 'pending' };
      if (resolved?.state === 'signed_in') {
        const { operator, tokenHash, expiresAt } = resolved.session;
        request.operatorAuth = {
          state: 'signed_in',
          operator: { ...operator, sessionTokenHash: tokenHash, sessionExpiresAt: expiresAt },
        };
      }
    });
  },
  { name: 'operator-auth', dependencies: ['request-now', 'database'] },
);
