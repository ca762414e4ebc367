/**
 * Spec §2 rule 4: before a page loads, the server asks the API whether an operator redirected its path
 * (decision 0017). It runs for the document and for the data request of every client navigation, so both
 * follow the same table: an absolute URL is opened with a full page load, a path of the site is an internal
 * redirect. The lookup is never a reason for a page not to load: when it fails, the page loads as asked.
 */
import { ApiError } from '@hanabi/api-client';
import { OUTSIDE_JAPAN_CODE, type RedirectTarget, redirectPathSchema } from '@hanabi/contract';
import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router';
import { getWebRequest } from './api.server.ts';
import { queryPairs, queryString } from './navigation/query-pairs.ts';
import { checkNavigationTarget, type NavigationAllowlist, productNavigationAllowlist } from './safe-navigation.ts';

const ABSOLUTE_URL = /^https?:\/\//i;

/** A page path without trailing slashes, which name the same page. */
const pathKey = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * The internal target with the viewer's query parameters it does not set itself, so that a moved campaign
 * keeps the tracking of the link that led to it (`/join?refp=mail` → `/entry?refp=mail`).
 */
export function withViewerQuery(path: string, requested: URL): string {
  const target = new URL(path, requested.origin);
  const own = queryPairs(target.search);
  const carried = queryPairs(requested.search).filter((pair) => !own.some((mine) => mine.name === pair.name));
  return `${target.pathname}${queryString([...own, ...carried])}${target.hash}`;
}

/**
 * The redirect response for an operator's redirect, or null when its location may not be navigated to
 * (lib/safe-navigation.ts): an absolute URL to a host that is not allowlisted, a disguised path.
 */
export function redirectResponseFor(
  target: RedirectTarget,
  requested: URL,
  allowlist: NavigationAllowlist,
): Response | null {
  const checked = checkNavigationTarget(target.location, allowlist);
  if (checked.kind === 'refused') {
    console.warn(`Redirect of ${requested.pathname} refused (${checked.reason}): ${target.location}`);
    return null;
  }
  if (checked.kind === 'external') return redirectDocument(checked.url, target.status);
  if (pathKey(new URL(checked.path, requested.origin).pathname) === pathKey(requested.pathname)) {
    console.warn(`Redirect of ${requested.pathname} ignored: it leads back to the same page (${target.location}).`);
    return null;
  }
  // Written as an absolute URL on this site's own origin, it is still a full page load (rule 4).
  if (ABSOLUTE_URL.test(target.location)) return redirectDocument(checked.path, target.status);
  return redirect(withViewerQuery(checked.path, requested), target.status);
}

export const redirectLookupMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  // Form posts keep their address; a path no redirect can be stored under is not asked for.
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !redirectPathSchema.safeParse(url.pathname).success)
    return next();
  const { api, env } = getWebRequest(context);
  let target: RedirectTarget | null;
  try {
    target = await api.lookupRedirect(url.pathname, { signal: request.signal });
  } catch (error) {
    // A viewer outside Japan is refused by the page's own calls too; that is the answer they see.
    const refusedAbroad = error instanceof ApiError && error.code === OUTSIDE_JAPAN_CODE;
    if (!request.signal.aborted && !refusedAbroad)
      console.warn(`Redirect lookup of ${url.pathname} failed; the page loads as asked.`, error);
    return next();
  }
  const response = target && redirectResponseFor(target, url, productNavigationAllowlist(env));
  if (response) throw response;
  return next();
};
