/**
 * The request's notion of "now" (`request.now`), which every time-bound answer uses. Outside production
 * the `X-Debug-Time` header (ISO 8601 with an offset or Z) replaces the clock, so pages can be checked
 * as they will look at another moment; in production the header is ignored.
 */
import { API_HEADERS } from '@hanabi/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppEnv } from '../../config.ts';
import { ApiError } from '../../lib/api-error.ts';
import { appPlugin } from '../../lib/plugin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The instant this request is answered for: the clock, or X-Debug-Time outside production. */
    now: Date;
  }
}

const DEBUG_TIME_HEADER = API_HEADERS.debugTime.toLowerCase();
const isoInstant = z.iso.datetime({ offset: true });

export function requestNow(request: Pick<FastifyRequest, 'headers'>, appEnv: AppEnv, clock: () => Date): Date {
  const value = request.headers[DEBUG_TIME_HEADER];
  if (appEnv === 'production' || value === undefined) return clock();
  const instant = typeof value === 'string' && isoInstant.safeParse(value).success ? new Date(value) : undefined;
  if (instant === undefined || Number.isNaN(instant.getTime())) {
    throw new ApiError('badRequest', {
      details: [{ field: `headers.${DEBUG_TIME_HEADER}`, reason: 'invalid_format' }],
    });
  }
  return instant;
}

export const requestNowPlugin = appPlugin<{ appEnv: AppEnv; clock?: () => Date }>(
  async (app, { appEnv, clock = () => new Date() }) => {
    // Fastify refuses objects as decoration defaults (they would be shared); each request sets its own.
    app.decorateRequest('now', null as unknown as Date);
    app.addHook('onRequest', async (request) => {
      request.now = requestNow(request, appEnv, clock);
    });
  },
  { name: 'request-now', dependencies: ['error-handling'] },
);
