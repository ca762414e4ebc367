/** Every answer carries `X-Request-Id`, the id its log lines are tagged with. */
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '@hanabi/observability';

export { REQUEST_ID_HEADER };

import { appPlugin } from '../../lib/plugin.ts';

/**
 * Fastify's `genReqId`: keeps a sane id set by the load balancer or by the web server's server-side rendering,
 * whose log line carries the same id, otherwise makes one.
 */
export function generateRequestId(raw: IncomingMessage): string {
  return requestIdFrom(raw.headers[REQUEST_ID_HEADER]);
}

export const requestIdPlugin = appPlugin(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
