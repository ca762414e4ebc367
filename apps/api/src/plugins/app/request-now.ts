/**
 * The request's two instants. `request.receivedAt` is the API's clock: who is signed in is always decided
 * by it. `request.now` is what every time-bound answer uses: the clock, except that outside production a read
 * (GET, HEAD) may carry `X-Debug-Time` (ISO 8601 with an offset or Z), so that pages can be checked as they
 * will look at another moment. A call that changes something — a purchase, a present received, a licence,
 * a position — always runs on the clock: debug time shifts what the catalogue shows, never a session, a
 * deadline or a balance (decision 0032). In production the header is ignored.
 */
import { API_HEADERS, isInDebugTimeRange } from '@hanabi/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppEnv } from '../../config.ts';
import { ApiError } from '../../lib/api-error.ts';
import { appPlugin } from '../../lib/plugin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API's clock when the request arrived: sessions are looked up at this instant. */
    receivedAt: Date;
    /** The instant this request is answered for: the clock, or X-Debug-Time on a read outside production. */
    now: Date;
  }
}

const DEBUG_TIME_HEADER = API_HEADERS.debugTime.toLowerCase();
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);
const isoInstant = z.iso.datetime({ offset: true });

/** The instant a request is answered for; `receivedAt` unless debug time applies. */
export function requestNow(
  request: Pick<FastifyRequest, 'headers' | 'method'>,
  appEnv: AppEnv,
  receivedAt: Date,
): Date {
  const value = request.headers[DEBUG_TIME_HEADER];
  if (appEnv === 'production' || value === undefined || !READ_METHODS.has(request.method)) return receivedAt;
  const instant = typeof value === 'string' && isoInstant.safeParse(value).success ? new Date(value) : undefined;
  if (instant === undefined || !isInDebugTimeRange(instant)) {
    throw new ApiError('badRequest', {
      details: [{ field: `headers.${DEBUG_TIME_HEADER}`, reason: 'invalid_format' }],
    });
  }
  return instant;
}

export const requestNowPlugin = appPlugin<{ appEnv: AppEnv; clock?: () => Date }>(
  async (app, { appEnv, clock = () => new Date() }) => {
    // Fastify refuses objects as decoration defaults (they would be shared); each request sets its own.
    app.decorateRequest('receivedAt', null as unknown as Date);
    app.decorateRequest('now', null as unknown as Date);
    app.addHook('onRequest', async (request) => {
      request.receivedAt = clock();
      request.now = requestNow(request, appEnv, request.receivedAt);
    });
  },
  { name: 'request-now', dependencies: ['error-handling'] },
);
