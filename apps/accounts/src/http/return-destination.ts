/**
 * Where a viewer may be sent after signing in (the `destination` parameter of the sign-in links). Only the
 * product's own origins: anything else — another host, a scheme-relative `//host`, a backslash `/\host`,
 * `javascript:`/`data:` URLs, credentials in the URL, a path that decodes into `//host` — falls back to the
 * home page.
 *
 * The web client sends `encodeURIComponent(location.href)`, which is plain ASCII once the query string is
 * decoded; so any other character (whitespace, controls, look-alike letters, right-to-left marks) is refused
 * outright rather than interpreted.
 */

const MAX_DESTINATION_LENGTH = 2048;
/** Printable ASCII except the backslash, which browsers read as a slash. */
const ALLOWED_CHARACTERS = /^[\x21-\x5b\x5d-\x7e]+$/;
/** How many layers of percent-encoding are peeled off a path to look for a hidden `//` or `\`. */
const DECODING_DEPTH = 3;

/**
 * True when the path, percent-decoded up to three times, would still be a single path on this origin: no
 * `//` (a host for any code that later treats it as a link) and no backslash. Undecodable paths are refused.
 */
function isPlainPath(pathname: string): boolean {
  let path = pathname;
  for (let layer = 0; layer <= DECODING_DEPTH; layer += 1) {
    if (path.includes('//') || path.includes('\\')) return false;
    try {
      path = decodeURIComponent(path);
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * The URL to send the viewer to: `destination` normalised when it is a path (starting with a single `/`) or
 * an http(s) URL on one of `allowedOrigins`; otherwise `<homeOrigin>/`.
 */
export function safeReturnUrl(destination: unknown, allowedOrigins: readonly string[], homeOrigin: string): string {
  const home = `${homeOrigin}/`;
  if (typeof destination !== 'string') return home;
  if (destination.length > MAX_DESTINATION_LENGTH || !ALLOWED_CHARACTERS.test(destination)) return home;

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
  if (!isPlainPath(url.pathname)) return home;
  return url.href;
}
