import type { CookieStore } from './cookies/cookie-store.ts';

export interface ApiClientConfig {
  /** API origin, optionally with a path prefix, e.g. `https://api.hanabi.example` or `http://127.0.0.1:4000`. */
  baseUrl: string;
  /** Production builds never send `X-Debug-Time`. */
  isProduction: boolean;
  /** Defaults to the global `fetch`. Tests inject a fake. */
  fetch?: typeof fetch;
  /**
   * Where the `user_tracking_id` cookie is read and written, and, outside production, the `dev_debug_time`
   * cookie read for every call's `X-Debug-Time` (no header when it is missing or malformed).
   */
  cookieStore: CookieStore;
  /**
   * Extra headers sent with every call, for SSR: pass the viewer's `Cookie` header here
   * (`{ Cookie: request.headers.get('Cookie') ?? '' }`) and the API sees the viewer's session
   * (`festa_auth`) exactly as it would from the browser, where `credentials: 'include'` does the same.
   * The headers of spec §7 always win over these. Only forward to the project's own API.
   */
  forwardHeaders?: Record<string, string>;
  /**
   * URL of the page the client serves (SSR: `request.url`; browser: defaults to `location.href`).
   * Cookies are set `Secure` unless this is plain http on localhost / 127.0.0.1.
   */
  pageUrl?: string | URL;
  /** Product-wide cookie domain (spec §9); cookies are host-only when absent. */
  cookieDomain?: string;
  /**
   * SSR only: receives the `Set-Cookie` headers of every API answer, so that the web server can pass on the
   * ones it owns to the browser (the operator console's session cookie, which the API sets on sign-in). In a
   * browser the headers are hidden from scripts and the browser keeps the cookies itself.
   */
  onSetCookie?: (setCookieHeaders: string[]) => void;
}
