/**
 * What the API and the sign-in service (both Fastify) do alike for every request: one log line once answered
 * and the request's metrics under its route pattern; `/health/live` and `/health/ready`.
 */
import cluster from 'node:cluster';
import { type FastifyInstance, type FastifySchema, LogController } from 'fastify';
import { livenessReport, type Readiness } from './readiness.ts';
import { requestLine } from './service-logger.ts';
import type { ServiceMetrics } from './service-metrics.ts';

/** Probes are asked every few seconds by every load balancer: counted, but not worth a log line each. */
const QUIET_ROUTES = new Set(['/health/live', '/health/ready']);

/**
 * Registers the hooks on `app` itself (call it before the routes, outside any encapsulated plugin). `url`
 * of the log line is what `logUrl` makes of it (the sign-in service hides the tokens of e-mail links).
 */
export function observeRequests(
  app: FastifyInstance,
  metrics: ServiceMetrics,
  logUrl: (url: string) => string = (url) => url,
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    metrics.observeRequest({ method: request.method, route, status: reply.statusCode, seconds: ms / 1000 });
    if (QUIET_ROUTES.has(route)) return;
    const url = logUrl(request.url);
    const fields = { method: request.method, url, route, status: reply.statusCode, ms: Math.round(ms * 10) / 10 };
    request.log.info(fields, requestLine(request.method, url, reply.statusCode, ms));
  });
}

/** Probes for load balancers and orchestrators, not calls of the API's reference (@fastify/swagger's `hide`). */
const HIDDEN_FROM_DOCS = { schema: { hide: true } as FastifySchema };

/**
 * Fastify's options for `observeRequests` to be the only request logging: Fastify's own two lines per request
 * (received, completed, with every header) cost more than a small request itself.
 */
export function fastifyRequestLogging(): { logController: LogController } {
  return { logController: new LogController({ disableRequestLogging: true }) };
}

/** `GET /health/live` and `GET /health/ready`, never cached. */
export function healthProbeRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/health/live', HIDDEN_FROM_DOCS, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(livenessReport(cluster.worker?.id)),
  );
  app.get('/health/ready', HIDDEN_FROM_DOCS, async (_request, reply) => {
    const report = await readiness.check();
    return reply
      .code(report.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
