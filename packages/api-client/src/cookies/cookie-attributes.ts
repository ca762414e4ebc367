import { COOKIE_MAX_AGE_SECONDS } from '@hanabi/contract';
import type { CookieAttributes } from './cookie-store.ts';

const INSECURE_LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/**
 * Cookies are `Secure` except when the page itself is served over plain http from localhost or
 * 127.0.0.1 (local development and tests), where a browser would drop a Secure cookie set over http.
 * An unknown page (no URL) gets `Secure`.
 */
export function isSecurePage(pageUrl: string | URL | undefined): boolean {
  if (pageUrl === undefined) return true;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return true;
  }
  return !(url.protocol === 'http:' && INSECURE_LOCAL_HOSTS.has(url.hostname));
}

/** The product's defaults for a one-year cookie (spec §9): path /, SameSite lax, secure, product-wide domain. */
export function oneYearCookieAttributes(options: {
  pageUrl: string | URL | undefined;
  domain: string | undefined;
}): CookieAttributes {
  const attributes: CookieAttributes = {
    maxAge: COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    secure: isSecurePage(options.pageUrl),
  };
  if (options.domain !== undefined) attributes.domain = options.domain;
  return attributes;
}
