/**
 * Where a signed-out operator goes, and where sign-in brings them back: `?next=` of the sign-in page is taken
 * only when it is a console page of this site (the navigation safety check, then the /admin prefix), so a
 * crafted link cannot send an operator who just signed in anywhere else.
 */
import { sameSitePath } from '../../lib/guards/same-site-path.ts';

/**
 * The console's home. Its data request on a client-side navigation is `/admin.data`, which the session
 * cookie's `Path=/admin` does not cover: the web passes the cookie on for that path too
 * (`consolePathCookies`), so links to the home navigate like any other.
 */
export const CONSOLE_HOME = '/admin';
export const SIGN_IN_PATH = '/admin/login';
export const RETURN_PARAM = 'next';

/** Pages that make no sense to come back to after signing in. */
const NOT_A_RETURN = ['/admin/login', '/admin/logout', '/admin/setup'];

export function consoleReturnPath(candidate: string | null | undefined): string {
  const path = sameSitePath(candidate);
  if (path === null) return CONSOLE_HOME;
  const pathname = path.split('?', 1)[0] ?? '';
  const inConsole = pathname === CONSOLE_HOME || pathname.startsWith(`${CONSOLE_HOME}/`);
  return inConsole && !NOT_A_RETURN.includes(pathname) ? path : CONSOLE_HOME;
}

/** The sign-in page that brings the operator back to `url` (a console page) afterwards. */
export function signInPathFor(url: URL): string {
  const back = consoleReturnPath(`${url.pathname}${url.search}`);
  return back === CONSOLE_HOME ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: back })}`;
}
