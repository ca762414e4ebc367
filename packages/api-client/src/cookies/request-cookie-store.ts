import { parseCookieHeader, serializeCookie } from './cookie-header.ts';
import type { CookieStore } from './cookie-store.ts';

export interface RequestCookieStore extends CookieStore {
  /** One Set-Cookie value per cookie set during this request (the last value of each name), to append to the response. */
  setCookieHeaders(): string[];
}

/**
 * A cookie store for one server request: reads the request's Cookie header and collects the
 * cookies to set. A cookie set here is also what `get` returns afterwards, so every call made for
 * the same request sees the same (new) value.
 */
export function requestCookieStore(cookieHeader: string | null): RequestCookieStore {
  const cookies = parseCookieHeader(cookieHeader);
  const pending = new Map<string, string>();
  return {
    get: (name) => cookies.get(name),
    set(name, value, attributes) {
      cookies.set(name, value);
      pending.set(name, serializeCookie(name, value, attributes));
    },
    setCookieHeaders: () => [...pending.values()],
  };
}
