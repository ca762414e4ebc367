/// <reference path="./react-router-future.d.ts" />
import { join } from 'node:path';
import type { Readiness, ServiceMetrics } from '@hanabi/observability';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { LATEST_BUILD_PATH, type LatestBuild } from '../app/lib/deploys/latest-build.ts';
import type { Env } from '../app/lib/env.server.ts';
import { healthProbes, observeRequests } from './operations.ts';
import { pageCache } from './page-cache.ts';
import { type PageRequests, pageRequests } from './page-requests.ts';
import { WEB_CLIENT_DIR } from './paths.ts';
import { readFormBody, refusalOf } from './request-refusal.ts';
import { routePatterns } from './route-patterns.ts';
import { securityHeaders } from './security-headers.ts';
import { missingAssetHandler } from './stale-chunk-module.ts';

export interface WebAppOptions {
  /** The server bundle of `react-router build` (build/server/index.js). */
  build: ServerBuild;
  env: Env;
  /** Folder of the browser assets; build/client of apps/web by default. */
  clientDir?: string;
  /** Where requests are counted (decision 0056). */
  metrics: ServiceMetrics;
  /** What `/health/ready` answers. */
  readiness: Readiness;
  /** Where the request lines and errors go. */
  log: Logger;
}

/** The 4xx status of a failure that is the request's fault (a body over the limit, unreadable): http-errors' `status`. */
function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 499 ? status : undefined;
}

/**
 * The request's fault gets the error page with its status, and no log line: it is not ours to fix. Anything
 * else is logged and answered 500.
 */
function handleErrors(pages: PageRequests, log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      pages.render(req, res, status).catch(next);
      return;
    }
    log.error({ err: error, reqId: req.headers['x-request-id'] }, 'Unexpected error in the web server');
    res.status(500).type('text/plain; charset=utf-8').send('Internal Server Error');
  };
}

/**
 * The web server: security headers on every answer, compressed responses, fingerprinted assets cached for a
 * year, the other public files for an hour, and every other request rendered by React Router with a load
 * context holding the environment and the viewer's request, from which the app builds the request's API
 * client. Requests it will not serve get the error page with a 4xx (request-refusal.ts).
 */
export function createWebApp({
  build,
  env,
  clientDir = WEB_CLIENT_DIR,
  metrics,
  readiness,
  log,
}: WebAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(observeRequests(metrics, log, routePatterns(build)));
  healthProbes(app, readiness);
  app.use(securityHeaders(env));
  app.use(compression());

  app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  // A missing fingerprinted file is never a rendered page: a script of an earlier build gets the stand-in.
  app.use('/assets', missingAssetHandler);
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));

  // Spec §7: the deployed build, which open pages compare with their own every hour (lib/deploys).
  app.get(LATEST_BUILD_PATH, (_req, res) => {
    res.set('cache-control', 'no-store').json({ build_id: build.assets.version } satisfies LatestBuild);
  });

  const pages = pageRequests(build, env);
  const refuse: RequestHandler = (req, res, next) => {
    const refusal = refusalOf(req);
    if (refusal === undefined) next();
    else pages.render(req, res, refusal).catch(next);
  };
  app.use(pageCache(env.PAGE_CACHE_SECONDS), refuse, readFormBody, (req, res, next) => {
    pages.render(req, res).catch(next);
  });
  app.use(handleErrors(pages, log));
  return app;
}
