/** GET /logout (a page with the logout button) and POST /logout, which ends the session. */
import { revokeSession, SESSION_COOKIE_NAME, sessionCookieClearOptions } from '@hanabi/membership';
import type { FastifyPluginAsync } from 'fastify';
import { safeReturnUrl } from '../http/return-destination.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { renderLogoutPage } from '../pages/auth/logout-page.tsx';
import { formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { flowFrom } from '../pages/sign-in-flow.ts';

export const logoutRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config, clock }) => {
  app.get('/logout', async (request, reply) =>
    sendPage(reply, renderLogoutPage(await formPageContext(request, reply, config.webOrigin))),
  );

  app.post('/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE_NAME];
    if (token) await revokeSession(db, token, clock());
    const destination = flowFrom(request.body).destination;
    return reply
      .clearCookie(SESSION_COOKIE_NAME, sessionCookieClearOptions(config.cookie))
      .header('cache-control', 'no-store')
      .redirect(safeReturnUrl(destination, config.allowedReturnOrigins, config.webOrigin), 303);
  });
};
