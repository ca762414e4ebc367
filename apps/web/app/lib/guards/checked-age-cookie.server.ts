import { parseCookieHeader, readCookie, requestCookieStore, writeCookie } from '@hanabi/api-client';
import type { Env } from '../env.server.ts';

/** Spec §4: the viewer confirmed being 18 or older — the `checked_age` cookie is set. */
export function hasCheckedAge(request: Request): boolean {
  return readCookie(parseCookieHeader(request.headers.get('cookie')), 'checkedAge') === true;
}

/** The Set-Cookie header values that record the confirmation for a year, with the product's cookie defaults. */
export function checkedAgeCookieHeaders(env: Env): string[] {
  const store = requestCookieStore(null);
  writeCookie(store, 'checkedAge', true, { pageUrl: env.WEB_ORIGIN, domain: env.COOKIE_DOMAIN });
  return store.setCookieHeaders();
}
