/**
 * Where a viewer may be sent after signing in (the `destination` parameter of the sign-in links). Only
 * the product's own origins: anything else — another host, a scheme-relative `//host`, a backslash
 * `/\host`, `javascript:`/`data:` URLs, credentials in the URL, control characters — falls back to the
 * home page. The parameter arrives already URL-decoded once; it is never decoded again, so an encoded
 * trick stays an invalid relative path instead of turning into a host.
 */

const MAX_DESTINATION_LENGTH = 2048;
/** Whitespace and control characters anywhere, and backslashes, which browsers read as slashes. */
const FORBIDDEN_CHARACTERS = /[\s\p{Cc}\\]/u;

/**
 * The URL to send the viewer to: `destination` normalised when it is a path (starting with a single
 * `/`) or an http(s) URL on one of `allowedOrigins`; otherwise `<homeOrigin>/`.
 */
export function safeReturnUrl(destination: unknown, allowedOrigins: readonly string[], homeOrigin: string): string {
  const home = `${homeOrigin}/`;
  if (typeof destination !== 'string' || destination.length === 0) return home;
  if (destination.length > MAX_DESTINATION_LENGTH || FORBIDDEN_CHARACTERS.test(destination)) return home;

  const isPath = destination.startsWith('/') && !destination.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(destination)) return home;

  let url: URL;
  try {
    url = new URL(destination, homeOrigin);
  } catch {
    return home;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return home;
  if (url.username !== '' || url.password !== '') return home;
  if (!allowedOrigins.includes(url.origin)) return home;
  return url.href;
}
