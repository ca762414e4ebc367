export interface CookieAttributes {
  /** Lifetime in seconds. */
  maxAge: number;
  path: string;
  sameSite: 'lax';
  secure: boolean;
  /** Product-wide domain (spec §9); host-only when absent. */
  domain?: string;
}

/**
 * Where the client reads and writes cookies. In the browser that is `document.cookie`
 * ({@link browserCookieStore}); in an SSR loader it is the request's Cookie header, with cookies to
 * set collected for the response ({@link requestCookieStore}).
 */
export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
}
