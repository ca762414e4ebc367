/// <reference path="./react-router-future.d.ts" />
import { join } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request } from 'express';
import type { ServerBuild } from 'react-router';
import { LATEST_BUILD_PATH, type LatestBuild } from '../app/lib/deploys/latest-build.ts';
import type { Env } from '../app/lib/env.server.ts';
import { createLoadContext, type ViewerRequest } from '../app/lib/load-context.ts';
import { WEB_CLIENT_DIR } from './paths.ts';
import { missingAssetHandler } from './stale-chunk-module.ts';

export interface WebAppOptions {
  /** The server bundle of `react-router build` (build/server/index.js). */
  build: ServerBuild;
  env: Env;
  /** Folder of the browser assets; build/client of apps/web by default. */
  clientDir?: string;
}

/**
 * The viewer's request as the app's load context needs it. Its URL is on the configured public origin
 * (WEB_ORIGIN): the Host header can be forged, and behind a TLS load balancer req.protocol is http.
 */
function viewerRequest(req: Request, webOrigin: string): ViewerRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return {
    url: `${webOrigin}${req.originalUrl}`,
    headers,
    clientAddress: req.ip,
  };
}

const handleUnexpectedError: ErrorRequestHandler = (error, _req, res, next) => {
  console.error('Unexpected error in the web server:', error);
  if (res.headersSent) {
    next(error);
    return;
  }
  res.status(500).type('text/plain; charset=utf-8').send('Internal Server Error');
};

/**
 * The web server: compressed responses, fingerprinted assets cached for a year, the other public files
 * for an hour, and every other request rendered by React Router with a load context holding the
 * environment and the viewer's request, from which the app builds the request's API client.
 */
export function createWebApp({ build, env, clientDir = WEB_CLIENT_DIR }: WebAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());

  app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  // A missing fingerprinted file is never a rendered page: a script of an earlier build gets the stand-in.
  app.use('/assets', missingAssetHandler);
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));

  // Spec §7: the deployed build, which open pages compare with their own every hour (lib/deploys).
  app.get(LATEST_BUILD_PATH, (_req, res) => {
    res.set('cache-control', 'no-store').json({ build_id: build.assets.version } satisfies LatestBuild);
  });

  app.use(
    createRequestHandler({
      build,
      mode: 'production',
      getLoadContext: (req) => createLoadContext({ env, viewer: viewerRequest(req, env.WEB_ORIGIN) }),
    }),
  );
  app.use(handleUnexpectedError);
  return app;
}
