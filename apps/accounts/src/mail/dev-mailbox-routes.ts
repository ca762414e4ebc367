import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import { renderDevMailboxPage } from '../pages/dev-mailbox-page.tsx';
import { renderNotFoundPage } from '../pages/not-found-page.tsx';
import { readDevMailbox } from './dev-mailbox.ts';

/** GET /dev/mailbox: the development mailbox; it does not exist in production. */
export const devMailboxRoutes: FastifyPluginAsync<Pick<RouteDeps, 'config'>> = async (app, { config }) => {
  app.get('/dev/mailbox', async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (config.appEnv === 'production') return reply.code(404).send(renderNotFoundPage(config.webOrigin));
    return reply.send(renderDevMailboxPage(config.webOrigin, await readDevMailbox(config.mailDir)));
  });
};
