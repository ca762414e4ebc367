import { DEBUG_TIME_REQUEST_HEADER, mayShareAnswer, PRIVATE_CACHE_CONTROL, sharedCacheControl } from '@hanabi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import vary from 'vary';

/** How long a shared cache keeps a catalogue answer: a publication or withdrawal shows within a minute. */
export const CATALOGUE_SHARED_SECONDS = 60;

/**
 * A catalogue answer the same for every guest may be kept by any cache: browsers briefly, shared caches for
 * `sharedSeconds` and stale while they refresh (decision 0057). The contract's `mayShareAnswer` decides: a
 * request with a session, an age check or a moved clock gets `private, no-store` instead, whatever the answer
 * turns out to be, so a member's answer never reaches a shared cache even from a route that never asks who
 * calls. `Vary: Cookie` keeps the cookies the rule lets through (display choices) apart in a cache; it is added
 * to the `Vary` already there (CORS's `Origin`), never put in its place.
 */
export function cacheForEveryone(request: FastifyRequest, reply: FastifyReply, sharedSeconds: number): void {
  const shareable = isShareableRequest(request, { setsCookie: reply.hasHeader('set-cookie') });
  void reply.header('cache-control', shareable ? sharedCacheControl(sharedSeconds) : PRIVATE_CACHE_CONTROL);
  if (shareable) void reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), 'Cookie'));
}

/**
 * Whether the contract's rule lets this request's answer be shared (no session, age check or moved clock, a
 * read): what the caches of this process and the shared ones go by. `setsCookie` once the answer is known.
 */
export function isShareableRequest(request: FastifyRequest, { setsCookie = false } = {}): boolean {
  return mayShareAnswer({
    method: request.method,
    cookieHeader: request.headers.cookie,
    debugTime: request.headers[DEBUG_TIME_REQUEST_HEADER] !== undefined,
    readsTrackingId: false,
    setsCookie,
  });
}
