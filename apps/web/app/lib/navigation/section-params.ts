import { redirect } from 'react-router';
import { queryPairs, queryString } from './query-pairs.ts';

/** The pages whose links carry section parameters (spec §2): home, middle, premium and rankings. */
export const SECTION_PARAM_PAGES: ReadonlySet<string> = new Set(['/', '/middle', '/premium', '/rankings']);

/** Which section and position of those pages a link was in: not part of the page's own address. */
export const SECTION_PARAMS: readonly string[] = ['section_id', 'section_pos', 'banner_pos', 'section_type'];

/** With this parameter present the section parameters stay in the address (spec §2). */
export const KEEP_SECTION_PARAMS = 'refp';

/**
 * The address of `url` without its section parameters, when it is one of those pages and carries any of them
 * without `refp`; otherwise null (nothing to remove). The other parameters are kept exactly as written.
 */
export function withoutSectionParams(url: URL): string | null {
  const pathname = url.pathname.replace(/(.)\/+$/, '$1');
  if (!SECTION_PARAM_PAGES.has(pathname)) return null;
  const pairs = queryPairs(url.search);
  const isSectionParam = (name: string) => SECTION_PARAMS.includes(name);
  if (pairs.some((pair) => pair.name === KEEP_SECTION_PARAMS) || !pairs.some((pair) => isSectionParam(pair.name)))
    return null;
  return `${url.pathname}${queryString(pairs.filter((pair) => !isSectionParam(pair.name)))}${url.hash}`;
}

/**
 * Removes the section parameters before the page loads. On the server the document is redirected; in the
 * browser the navigation is, before anything is fetched, and the cleaned address takes the place of the one
 * asked for (Back does not return to it).
 */
export function sectionParamsMiddleware<Result>({ url }: { url: URL }, next: () => Promise<Result>): Promise<Result> {
  const cleaned = withoutSectionParams(url);
  if (cleaned !== null) throw redirect(cleaned);
  return next();
}
