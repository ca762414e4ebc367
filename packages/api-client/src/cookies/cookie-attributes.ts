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

/** Where a cookie is set: the page it is set for (for `Secure`) and the product-wide domain, if configured. */
export interface CookiePlace {
  pageUrl: string | URL | undefined;
  /** Product-wide domain (spec §9, `COOKIE_DOMAIN`); host-only when absent. */
  domain: string | undefined;
}

/** The product's cookie defaults (spec §9) for a lifetime: path /, SameSite lax, secure, product-wide domain. */
export function cookieAttributes(maxAge: number, place: CookiePlace): CookieAttributes {
  const attributes: CookieAttributes = { maxAge, path: '/', sameSite: 'lax', secure: isSecurePage(place.pageUrl) };
  if (place.domain !== undefined) attributes.domain = place.domain;
  return attributes;
}
