import type { CookieAttributes } from './cookie-store.ts';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Parses a Cookie header (or `document.cookie`). The first occurrence of a name wins, as browsers send the most specific first. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    if (name === '' || cookies.has(name)) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies.set(name, decode(value));
  }
  return cookies;
}

/** `name=value; Max-Age=…; Path=…; SameSite=Lax[; Secure][; Domain=…]` — a Set-Cookie value, also valid for `document.cookie`. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${attributes.maxAge}`,
    `Path=${attributes.path}`,
    'SameSite=Lax',
  ];
  if (attributes.secure) parts.push('Secure');
  if (attributes.domain !== undefined) parts.push(`Domain=${attributes.domain}`);
  return parts.join('; ');
}
