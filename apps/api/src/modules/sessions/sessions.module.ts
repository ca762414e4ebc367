import type { SessionCookieSettings } from '@hanabi/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endSessionRoute } from './end-session.route.ts';

/** Logging out from the web client, at both paths spec §7 describes (decision 0011). */
export const sessionsModule: FastifyPluginAsyncZod<{ cookie: SessionCookieSettings }> = async (app, { cookie }) => {
  await app.register(endSessionRoute, { path: '/v1/logouts', summary: 'Log out (end this browser session)', cookie });
  await app.register(endSessionRoute, {
    path: '/v1/auth_tokens',
    summary: 'Log out: delete the auth token of this browser (same as DELETE /v1/logouts)',
    cookie,
  });
};
