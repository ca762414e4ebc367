/** Every answer carries `X-Request-Id`, the id its log lines are tagged with. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { appPlugin } from '../../lib/plugin.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: keeps a sane id set by the load balancer, otherwise makes one. */
export function generateRequestId(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export const requestIdPlugin = appPlugin(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
