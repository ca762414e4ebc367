/**
 * What operators of many instances see of a web server (decision 0056): every request gets an id (the load
 * balancer's `X-Request-Id`, or a new one) which server-side rendering passes on to the API, so the API's log
 * line carries it too; one log line per answered request; each request's metrics under its route pattern;
 * `/health/live` and `/health/ready` (ready: the API answers ready, and this server is not shutting down).
 */
import cluster from 'node:cluster';
import {
  createReadiness,
  livenessReport,
  REQUEST_ID_HEADER,
  type Readiness,
  requestIdFrom,
  requestLine,
  type ServiceMetrics,
} from '@hanabi/observability';
import type { Request, RequestHandler, Router } from 'express';
import type { Logger } from 'pino';

const PROBES = new Set(['/health/live', '/health/ready']);

/** Probes and fingerprinted files are counted, but not worth a log line each. */
function quietRoute(path: string): string | undefined {
  if (PROBES.has(path)) return path;
  return path.startsWith('/assets/') ? '/assets/*' : undefined;
}

/**
 * Gives the request its id (also in `req.headers`, where the API client's forwarded headers are read from),
 * and, once answered, counts it and logs one line.
 */
export function observeRequests(
  metrics: ServiceMetrics,
  log: Logger,
  routeOf: (path: string) => string,
): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = req.path;
    const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const quiet = quietRoute(path);
      const route = quiet ?? routeOf(path);
      metrics.observeRequest({ method: req.method, route, status: res.statusCode, seconds: ms / 1000 });
      if (quiet) return;
      const fields = { reqId: id, method: req.method, url: req.originalUrl, route, status: res.statusCode };
      log.info(
        { ...fields, ms: Math.round(ms * 10) / 10 },
        requestLine(req.method, req.originalUrl, res.statusCode, ms),
      );
    });
    next();
  };
}

/** The API is ready when its own readiness probe says so, within the probe's time. */
export function webReadiness(apiInternalUrl: string): Readiness {
  const apiReady = `${apiInternalUrl.replace(/\/$/, '')}/health/ready`;
  return createReadiness({
    api: async () => (await fetch(apiReady, { signal: AbortSignal.timeout(2_000) })).ok,
  });
}

export function healthProbes(router: Router, readiness: Readiness): void {
  router.get('/health/live', (_req: Request, res) => {
    res.set('cache-control', 'no-store').json(livenessReport(cluster.worker?.id));
  });
  router.get('/health/ready', (_req: Request, res, next) => {
    readiness.check().then((report) => {
      res
        .status(report.status === 'ready' ? 200 : 503)
        .set('cache-control', 'no-store')
        .json(report);
    }, next);
  });
}
