/** The festa_auth cookie: the session the sign-in service started for this browser, if any. */
import { SESSION_COOKIE_NAME } from '@hanabi/membership';
import type { FastifyRequest } from 'fastify';

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE_NAME] || undefined;
}
