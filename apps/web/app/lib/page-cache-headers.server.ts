/**
 * The Cache-Control and Vary of a page (decision 0057). A page may be kept by a shared cache only when the
 * contract's `mayShareAnswer` lets its request share, it sets no cookie, and every API answer it was rendered
 * from was shareable (`PageSharing`); it is then shared no longer than its shortest-lived answer, with
 * `Vary: Cookie`. Every other page leaves `private, no-store`, so that no cache between here and the viewer
 * keeps a member's page. A route that chose its own Cache-Control (robots.txt, the sitemap, a CSV export)
 * keeps it.
 *
 * Pages carry no ETag: each render has its own Content-Security-Policy nonce, so no two renders match, and a
 * 304 would pair the new nonce's header with the old page's scripts. The API's answers carry ETags instead.
 */
import { mayShareAnswer, PRIVATE_CACHE_CONTROL, sharedCacheControl } from '@hanabi/contract';
import type { PageSharing } from './api-answer-cache.server.ts';

/** How long a page that asked the API nothing may be shared. */
const STATIC_PAGE_SHARED_SECONDS = 60;

export function setPageCacheHeaders(request: Request, response: Response, sharing: PageSharing): void {
  if (response.headers.has('cache-control')) return;
  const shareable =
    sharing.shareable &&
    response.status === 200 &&
    mayShareAnswer({
      method: request.method,
      cookieHeader: request.headers.get('cookie'),
      debugTime: false,
      readsTrackingId: false,
      setsCookie: response.headers.has('set-cookie'),
    });
  if (!shareable) {
    response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
    return;
  }
  response.headers.set('cache-control', sharedCacheControl(sharing.sharedSeconds ?? STATIC_PAGE_SHARED_SECONDS));
  response.headers.append('vary', 'Cookie');
}
