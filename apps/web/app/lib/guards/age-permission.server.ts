import { createContext, type MiddlewareFunction, matchPath, type RouterContextProvider, redirect } from 'react-router';
import { getWebRequest } from '../api.server.ts';
import { parseRouteId } from '../route-params.ts';
import {
  ageCheckLocation,
  asksForMatureContent,
  BACKWARD_PATH_PARAM,
  backwardPathOf,
  CHECK_AGE_PARAM,
} from './age-check-query.ts';
import { hasCheckedAge } from './checked-age-cookie.server.ts';
import { requestTitle } from './request-title.server.ts';

/** The age check a guarded page shows instead of its content (`check_age` in its address). */
export interface AgeCheck {
  /** Where answering yes returns the viewer: a path on this site. */
  backwardPath: string;
}

const ageCheckContext = createContext<AgeCheck | null>(null);

/**
 * The age check the page must show instead of its content, or null when the viewer may see the content.
 * A page guarded by agePermission loads nothing of its content while this is set.
 */
export function pendingAgeCheck(context: Readonly<RouterContextProvider>): AgeCheck | null {
  return context.get(ageCheckContext);
}

/** Spec §2: /exclusive_titles needs the check only when asked for with its mature titles. */
const EXCLUSIVE_TITLES_PATH = '/exclusive_titles';

/**
 * Whether the guarded page shows mature content (spec §4, §6): a page under /titles/{id} when its title is
 * R18, /exclusive_titles with `is_mature=true`, and every other guarded page (the guarded campaigns) as a
 * whole.
 */
async function showsMatureContent(url: URL, context: Readonly<RouterContextProvider>): Promise<boolean> {
  const titlePage = matchPath({ path: '/titles/:id', end: false }, url.pathname);
  if (titlePage) {
    const id = parseRouteId(titlePage.params.id);
    // Not a title id: the page answers 404 (navigation rule 1); there is no title to ask about.
    if (id === null) return false;
    return (await requestTitle(context, id)).is_age_restriction_r18;
  }
  if (url.pathname === EXCLUSIVE_TITLES_PATH) return asksForMatureContent(url);
  return true;
}

/**
 * The age-permission guard, exactly spec §4: allowed with the `checked_age` cookie, or when the page shows
 * no mature content. Otherwise, without `check_age` in the address, the viewer is sent to the same path
 * with `check_age=true`, `backward_path` and `is_mature`; with it, the page shows the age check.
 */
export const agePermission: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (hasCheckedAge(request)) return next();
  const url = new URL(request.url);
  if (!(await showsMatureContent(url, context))) return next();
  if (!url.searchParams.has(CHECK_AGE_PARAM)) {
    const { env } = getWebRequest(context);
    throw redirect(ageCheckLocation(url, request.headers.get('referer'), env.WEB_ORIGIN));
  }
  context.set(ageCheckContext, { backwardPath: backwardPathOf(url.searchParams.get(BACKWARD_PATH_PARAM)) });
  return next();
};
