import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheForEveryone } from '../../lib/shared-cache.ts';

/** How long a browser or CDN may reuse a notice answer: an urgent banner shows up or goes within a minute. */
export const NOTICE_MAX_AGE_SECONDS = 60;

/** Notices are the same for every viewer, so any cache may keep them briefly. */
export function cacheNoticeAnswer(request: FastifyRequest, reply: FastifyReply): void {
  cacheForEveryone(request, reply, NOTICE_MAX_AGE_SECONDS);
}
