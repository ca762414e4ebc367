/**
 * The festa_auth cookie's attributes, the same wherever it is set or cleared (the sign-in service sets
 * it; the API and the sign-in service clear it on logout). A cookie is only cleared by a Set-Cookie with
 * the same name, domain and path, so both must agree.
 */
import { SESSION_LIFETIME_SECONDS } from './session-tokens.ts';

export const SESSION_COOKIE_NAME = 'festa_auth';

export interface SessionCookieSettings {
  /** Product-wide domain (e.g. `.hanabi.example`); undefined keeps the cookie on the exact host. */
  domain: string | undefined;
  /** Secure everywhere except on a local machine reached over plain http. */
  secure: boolean;
}

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  domain?: string;
  maxAge: number;
}

export function sessionCookieOptions(
  settings: SessionCookieSettings,
  maxAge = SESSION_LIFETIME_SECONDS,
): SessionCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    ...(settings.domain ? { domain: settings.domain } : {}),
    maxAge,
  };
}

/**
 * The attributes that clear the cookie: the same name, domain and path it was set with (or the browser
 * keeps it), without a lifetime — @fastify/cookie's clearCookie expires it.
 */
export function sessionCookieClearOptions(settings: SessionCookieSettings): Omit<SessionCookieOptions, 'maxAge'> {
  const { maxAge: _lifetime, ...attributes } = sessionCookieOptions(settings);
  return attributes;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Cookies are Secure unless the service's public origin is this machine (development and tests). */
export function isSecureOrigin(publicOrigin: string): boolean {
  return !LOCAL_HOSTNAMES.has(new URL(publicOrigin).hostname);
}
