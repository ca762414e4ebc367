/**
 * The browser a registration was made in (issue 20, decision 0040). Registering sets a secret HttpOnly
 * cookie, and the confirmation link keeps only the secret's SHA-256; the link opened in a browser holding
 * the secret proves both the mailbox and that browser, so the new member is signed in there and taken back
 * to where they registered from. Opened anywhere else (another browser, another device, the secret expired)
 * the link only confirms the address and the member signs in as usual.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_TOKEN_LIFETIME_MS } from './email-tokens.ts';

export const REGISTERING_BROWSER_COOKIE = 'hanabi_registering';

/** Sent only to the confirmation pages, kept as long as a confirmation link lives. */
function cookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    // Lax: the link is opened from a mail, a top-level navigation from another site, which Strict would strip.
    sameSite: 'lax',
    secure,
    path: '/confirm',
    maxAge: EMAIL_TOKEN_LIFETIME_MS.confirm_email / 1000,
  } as const;
}

function hashOf(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * The hash of this browser's secret, setting a new secret when it has none (a browser registering twice
 * keeps one secret, so either registration's link signs it in).
 */
export function rememberRegisteringBrowser(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[REGISTERING_BROWSER_COOKIE];
  const secret = existing && existing.length <= 100 ? existing : randomBytes(32).toString('base64url');
  reply.setCookie(REGISTERING_BROWSER_COOKIE, secret, cookieOptions(secure));
  return hashOf(secret);
}

/** The hash of this browser's secret when it has one (a resend from the registering browser keeps it). */
export function registeringBrowserHash(request: FastifyRequest): string | null {
  const secret = request.cookies[REGISTERING_BROWSER_COOKIE];
  return secret && secret.length <= 100 ? hashOf(secret) : null;
}

/** Whether the browser opening a link is the one its registration was made in. */
export function isRegisteringBrowser(request: FastifyRequest, linkBrowserHash: string | null): boolean {
  const hash = registeringBrowserHash(request);
  if (hash === null || linkBrowserHash === null) return false;
  return timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(linkBrowserHash, 'hex'));
}

/** The secret has done its work once the address is confirmed. */
export function forgetRegisteringBrowser(reply: FastifyReply, secure: boolean): void {
  const { maxAge: _lifetime, ...attributes } = cookieOptions(secure);
  reply.clearCookie(REGISTERING_BROWSER_COOKIE, attributes);
}
