import { API_HEADERS } from '@hanabi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

const DEBUG_TIME_HEADER = API_HEADERS.debugTime.toLowerCase();

/**
 * An answer the same for everyone who gets it may be kept by any cache for `maxAgeSeconds`. An answer for a
 * moved clock (X-Debug-Time) is never stored: the next request at the real time must not receive it.
 */
export function cacheForEveryone(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds: number): void {
  const value = request.headers[DEBUG_TIME_HEADER] === undefined ? `public, max-age=${maxAgeSeconds}` : 'no-store';
  void reply.header('cache-control', value);
}
