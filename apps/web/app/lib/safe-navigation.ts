/**
 * Spec §5: the product navigates to an address it got from data (an operator's redirect, a `backward_path`
 * in the query) only when the address is a path of this site or an http(s) URL on an allowlisted origin.
 * `javascript:`, `data:`, `blob:` and `vbscript:` are refused always, however they are disguised.
 *
 * A target is never repaired: anything a browser, a server or a later decoding step might read differently
 * from how it looks (white space, control and invisible characters, backslashes, encoded slashes, an
 * encoded or look-alike host, credentials) is refused. The WHATWG URL parser — the one browsers use — reads
 * what is left, so the answer is the URL a browser would open.
 */
import { COMPANY_LINKS, LINE_LINK, SOCIAL_LINKS } from './company.ts';
import type { Env } from './env.server.ts';
import { COMIC_SERVICE } from './external-services.ts';

export type NavigationRefusal =
  /** Not a string at all (a repeated query parameter, a missing field). */
  | 'not-text'
  | 'empty'
  | 'too-long'
  /** javascript:, data:, blob: or vbscript:, in any case, spacing or encoding. */
  | 'forbidden-scheme'
  /** White space, control or invisible formatting characters, or a backslash, anywhere. */
  | 'hidden-characters'
  /** `//host`: a browser reads it as another site. */
  | 'scheme-relative'
  /** A relative address that is not a path from the root (`titles/1`, `?q=1`, `evil.example`). */
  | 'not-a-path'
  /** A path that, decoded, holds `//` or a backslash (`/%2F%2Fevil.example`). */
  | 'disguised-path'
  /** A scheme other than http(s), or http(s) without `//` (`https:evil.example`). */
  | 'not-http'
  | 'unreadable'
  /** `https://user:password@host`. */
  | 'credentials'
  /** A host written otherwise than the URL parser reads it: percent-encoded, full-width, another script, a default port. */
  | 'disguised-host'
  | 'host-not-allowed';

export type NavigationTarget =
  /** A path of this site (`/titles/12?tid=3`), for an internal navigation. */
  | { kind: 'internal'; path: string }
  /** An absolute URL on an allowlisted origin, for a full page load. */
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: NavigationRefusal };

export interface NavigationAllowlist {
  /** The web client's own origin: an absolute URL on it is an internal navigation. */
  siteOrigin: string;
  /** Origins (`https://x.com`) an external navigation may go to. */
  externalOrigins: ReadonlySet<string>;
}

const MAX_TARGET_LENGTH = 2048;
/** How many layers of percent- or entity-encoding are peeled off to find what a target hides. */
const DECODING_DEPTH = 3;
const FORBIDDEN_SCHEME = /^(?:javascript|data|blob|vbscript):/;
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\\]/u;
const HIDDEN_CHARACTERS_ALL = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}]/gu;
const ABSOLUTE_HTTP = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', sol: '/' };

function fromCodePoint(code: number): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** One layer of HTML character references, as a browser reads them in an attribute (the `;` is optional). */
function decodeEntities(text: string): string {
  return text
    .replace(/&#x([\da-f]+);?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => fromCodePoint(Number.parseInt(decimal, 10)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity);
}

/** One layer of percent-encoding, byte by byte: a broken sequence is kept rather than failing. */
function decodePercent(text: string): string {
  return text.replace(/%([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The target as the most forgiving reader could see it: encodings peeled, invisible characters dropped
 * (browsers drop tabs and newlines anywhere and leading controls and spaces), full-width letters folded.
 */
function revealed(target: string): string {
  let text = target;
  for (let layer = 0; layer < DECODING_DEPTH; layer += 1) {
    text = decodePercent(decodeEntities(text.normalize('NFKC'))).replace(HIDDEN_CHARACTERS_ALL, '');
  }
  return text.normalize('NFKC').toLowerCase();
}

/** True when the path, percent-decoded up to three times, holds no `//` and no backslash. */
function isPlainPath(pathname: string): boolean {
  let path = pathname;
  for (let layer = 0; layer <= DECODING_DEPTH; layer += 1) {
    if (path.includes('//') || path.includes('\\')) return false;
    path = decodePercent(path);
  }
  return true;
}

function refused(reason: NavigationRefusal): NavigationTarget {
  return { kind: 'refused', reason };
}

function internal(url: URL | null): NavigationTarget {
  if (url === null) return refused('unreadable');
  if (!isPlainPath(url.pathname)) return refused('disguised-path');
  return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
}

function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

function checkAbsolute(target: string, allowlist: NavigationAllowlist): NavigationTarget {
  const url = parseUrl(target);
  if (url === null) return refused('unreadable');
  if (url.username !== '' || url.password !== '') return refused('credentials');
  const writtenHost = target.slice(target.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (writtenHost.toLowerCase() !== url.host) return refused('disguised-host');
  if (url.origin === allowlist.siteOrigin) return internal(url);
  if (!allowlist.externalOrigins.has(url.origin)) return refused('host-not-allowed');
  return { kind: 'external', url: url.href };
}

/**
 * Decides whether the product may navigate to `target`, and where exactly.
 *
 * - `/titles/12?tid=3`, or an absolute URL on `allowlist.siteOrigin` → `{ kind: 'internal', path }`:
 *   navigate inside the app (a `redirect(path)` on the server, `navigate(path)` in the browser).
 * - `https://…` on one of `allowlist.externalOrigins` → `{ kind: 'external', url }`: a full page load.
 * - anything else → `{ kind: 'refused', reason }`: stay, or go somewhere safe such as `/`; the reason is for logs.
 *
 * Never throws, whatever `target` is.
 */
export function checkNavigationTarget(target: unknown, allowlist: NavigationAllowlist): NavigationTarget {
  if (typeof target !== 'string') return refused('not-text');
  if (target === '') return refused('empty');
  if (target.length > MAX_TARGET_LENGTH) return refused('too-long');
  if (FORBIDDEN_SCHEME.test(revealed(target))) return refused('forbidden-scheme');
  if (HIDDEN_CHARACTERS.test(target)) return refused('hidden-characters');
  if (target.startsWith('//')) return refused('scheme-relative');
  if (target.startsWith('/')) return internal(parseUrl(target, allowlist.siteOrigin));
  if (ABSOLUTE_HTTP.test(target)) return checkAbsolute(target, allowlist);
  return refused(ANY_SCHEME.test(target) ? 'not-http' : 'not-a-path');
}

/** The allowlist of `siteOrigin` and the origins of `externalUrls`. */
export function navigationAllowlist(siteOrigin: string, externalUrls: Iterable<string>): NavigationAllowlist {
  return {
    siteOrigin: new URL(siteOrigin).origin,
    externalOrigins: new Set(Array.from(externalUrls, (url) => new URL(url).origin)),
  };
}

/**
 * The product's allowlist: the web client itself, the API and the sign-in service, every outside address the
 * product links to (the footer's company and social links, the comic service), and the hosts an operator
 * configured (`NAVIGATION_ALLOWED_HOSTS`, over https).
 */
export function productNavigationAllowlist(
  env: Pick<Env, 'WEB_ORIGIN' | 'API_ORIGIN' | 'ACCOUNTS_ORIGIN' | 'NAVIGATION_ALLOWED_HOSTS'>,
): NavigationAllowlist {
  return navigationAllowlist(env.WEB_ORIGIN, [
    env.API_ORIGIN,
    env.ACCOUNTS_ORIGIN,
    ...[...COMPANY_LINKS, ...SOCIAL_LINKS, LINE_LINK].map((link) => link.href),
    COMIC_SERVICE.url,
    ...env.NAVIGATION_ALLOWED_HOSTS.map((host) => `https://${host}`),
  ]);
}
