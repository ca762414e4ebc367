import { redirect } from 'react-router';
import { parseRouteId } from '../route-params.ts';
import { queryPair, queryPairs, queryString } from './query-pairs.ts';

/** The query parameter that tells a page which title page the viewer came from (spec §2 rule 3). */
export const TITLE_ORIGIN_PARAM = 'tid';

/** The id of the title page at `pathname` (/titles/{id}), or null for any other page. */
export function titlePageIdOf(pathname: string): number | null {
  const match = /^\/titles\/([^/]+)\/?$/.exec(pathname);
  return match ? parseRouteId(match[1]) : null;
}

/**
 * Spec §2 rule 3: the target of a navigation from `from` to `to`, with the id of the title page it leaves
 * as `tid`; null when there is nothing to add: the navigation does not start on a title page, stays on that
 * title (an anchor, another query), leaves the site, or already names that title.
 */
export function withTitleOrigin(from: URL, to: URL): string | null {
  const titleId = titlePageIdOf(from.pathname);
  if (titleId === null || to.origin !== from.origin || titlePageIdOf(to.pathname) === titleId) return null;
  const pairs = queryPairs(to.search);
  const origin = queryPair(TITLE_ORIGIN_PARAM, String(titleId));
  const named = pairs.filter((pair) => pair.name === TITLE_ORIGIN_PARAM);
  if (named.length === 1 && named[0]?.text === origin.text) return null;
  const others = pairs.filter((pair) => pair.name !== TITLE_ORIGIN_PARAM);
  return `${to.pathname}${queryString([...others, origin])}${to.hash}`;
}

/**
 * Client middleware for rule 3. While a navigation loads, the browser still shows the page it leaves, so
 * `window.location` is where the viewer comes from; the target gets `tid` by a redirect of the navigation,
 * before anything is fetched. Back and Forward never get one: the browser has already moved when they load,
 * so they start where they end. A first load comes from no page of ours: the server renders it as asked.
 * Middleware cannot tell a fetcher from a navigation, so a fetcher on a title page that loads another path
 * would be redirected too; the app has none (decision 0017).
 */
export function titleOriginMiddleware<Result>(
  { request, url }: { request: Request; url: URL },
  next: () => Promise<Result>,
): Promise<Result> {
  if (request.method === 'GET') {
    const target = withTitleOrigin(new URL(window.location.href), url);
    if (target !== null) throw redirect(target);
  }
  return next();
}
