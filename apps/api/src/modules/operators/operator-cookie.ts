/**
 * The hanabi_operator cookie's attributes (decision 0041), the same where it is set and cleared: HttpOnly,
 * SameSite=Strict (a link from another site never carries it), Secure unless the API is on this machine,
 * on the product-wide domain as festa_auth (so the console's server receives it too), and only under /admin.
 */
import { OPERATOR_SESSION_ABSOLUTE_HOURS, OPERATOR_SESSION_COOKIE } from '@hanabi/contract';
import type { SessionCookieSettings } from '@hanabi/membership';
import type { FastifyReply } from 'fastify';

function attributes(settings: SessionCookieSettings) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secure,
    path: '/admin',
    ...(settings.domain ? { domain: settings.domain } : {}),
  } as const;
}

export function setOperatorCookie(reply: FastifyReply, settings: SessionCookieSettings, token: string): void {
  void reply.setCookie(OPERATOR_SESSION_COOKIE, token, {
    ...attributes(settings),
    maxAge: OPERATOR_SESSION_ABSOLUTE_HOURS * 60 * 60,
  });
}

export function clearOperatorCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  void reply.clearCookie(OPERATOR_SESSION_COOKIE, attributes(settings));
}
