import { API_HEADERS } from '@hanabi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

const DEBUG_TIME_HEADER = API_HEADERS.debugTime.toLowerCase();

/** How long a browser or CDN may reuse a notice answer: an urgent banner shows up or goes within a minute. */
export const NOTICE_MAX_AGE_SECONDS = 60;

/**
 * Notices are the same for every viewer, so any cache may keep them briefly. An answer for a moved clock
 * (X-Debug-Time) is never stored: the next request at the real time must not receive it.
 */
export function cacheNoticeAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const value =
    request.headers[DEBUG_TIME_HEADER] === undefined ? `public, max-age=${NOTICE_MAX_AGE_SECONDS}` : 'no-store';
  void reply.header('cache-control', value);
}
