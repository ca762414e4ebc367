/**
 * Hands page requests to React Router, in place of @react-router/express: the Request is built on the
 * configured public origin (WEB_ORIGIN), never on the Host header (an empty or odd one made the adapter's
 * URL throw: 500), with the body read under its limit (request-refusal.ts), and a request the server
 * refused is rendered as the error page with its status instead.
 */
import { writeReadableStreamToWritable } from '@react-router/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Env } from '../app/lib/env.server.ts';
import { createLoadContext, type ViewerRequest } from '../app/lib/load-context.ts';
import { cspNonceOf } from './security-headers.ts';

/** Headers that describe the connection or the body as it arrived, not the request React Router handles. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'expect']);

function headersOf(req: ExpressRequest, skip: ReadonlySet<string> = new Set()): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || skip.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The path and query asked for; `/` for a target that is no path (refused, it only shows the error page). */
function pathOf(req: ExpressRequest): string {
  return req.originalUrl.startsWith('/') ? req.originalUrl : '/';
}

/**
 * The viewer's request as the app's load context needs it. Its URL is on WEB_ORIGIN: the Host header can be
 * forged, and behind a TLS load balancer req.protocol is http.
 */
function viewerRequest(req: ExpressRequest, webOrigin: string): ViewerRequest {
  return { url: `${webOrigin}${pathOf(req)}`, headers: headersOf(req), clientAddress: req.ip };
}

export interface PageRequests {
  /** Answers `req` with the page it asks for, or, given a refusal status, with the error page. */
  render(req: ExpressRequest, res: ExpressResponse, refusal?: number): Promise<void>;
}

export function pageRequests(build: ServerBuild, env: Env): PageRequests {
  const handle = createRequestHandler(build, 'production');
  return {
    async render(req, res, refusal) {
      const viewer = viewerRequest(req, env.WEB_ORIGIN);
      const aborted = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) aborted.abort();
      });
      // A refused request is shown the error page: asked for as a read, its body never read.
      const method = refusal === undefined ? req.method : req.method === 'HEAD' ? 'HEAD' : 'GET';
      const body = method === 'POST' && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
      const request = new Request(viewer.url, {
        method,
        headers: headersOf(req, HOP_HEADERS),
        signal: aborted.signal,
        ...(body === undefined ? {} : { body }),
      });
      const context = createLoadContext({ env, viewer, cspNonce: cspNonceOf(res), refusal });
      const response = await handle(request, context);

      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      if (refusal === 405) res.set('allow', 'GET, HEAD, POST');
      if (!response.body) {
        res.end();
        return;
      }
      // A viewer who leaves while the page still streams closes the socket: the rest has nowhere to go, and
      // that is no fault of the server's.
      await writeReadableStreamToWritable(response.body, res).catch((error: unknown) => {
        if (!aborted.signal.aborted) throw error;
      });
    },
  };
}
