import { sameSitePath } from './same-site-path.ts';

/** The query of spec §4's age check. */
export const CHECK_AGE_PARAM = 'check_age';
export const BACKWARD_PATH_PARAM = 'backward_path';
export const IS_MATURE_PARAM = 'is_mature';

/** `is_mature=true`: a list asked for with its mature titles (spec §2, /exclusive_titles). */
export function asksForMatureContent(url: URL): boolean {
  return url.searchParams.get(IS_MATURE_PARAM) === 'true';
}

/**
 * The previous page, for `backward_path`: the Referer's path and query when it is a page of this site, or
 * `/` when there is none, it is another site's, or it is the page being asked for (a reload, an address
 * typed in).
 */
export function previousPathOf(target: URL, referer: string | null, siteOrigin: string): string {
  let previous: URL;
  try {
    previous = new URL(referer ?? '');
  } catch {
    return '/';
  }
  if (previous.origin !== siteOrigin) return '/';
  const path = sameSitePath(`${previous.pathname}${previous.search}`);
  return path === null || path === `${target.pathname}${target.search}` ? '/' : path;
}

/**
 * Spec §4: where a viewer who may not see the page yet is sent — the same path with `check_age=true`,
 * `backward_path`, and `is_mature=true` when the page was asked for with it.
 */
export function ageCheckLocation(target: URL, referer: string | null, siteOrigin: string): string {
  const query = new URLSearchParams({
    [CHECK_AGE_PARAM]: 'true',
    [BACKWARD_PATH_PARAM]: previousPathOf(target, referer, siteOrigin),
  });
  if (asksForMatureContent(target)) query.set(IS_MATURE_PARAM, 'true');
  return `${target.pathname}?${query}`;
}

/** Where the age check returns the viewer: `backward_path` when it is a path on this site, home otherwise. */
export function backwardPathOf(value: string | null | undefined): string {
  return sameSitePath(value) ?? '/';
}
