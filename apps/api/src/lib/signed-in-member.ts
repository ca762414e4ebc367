/** Who is calling: the member behind the festa_auth cookie, as the sign-in service's session store says. */
import type { AppDatabase } from '@hanabi/db';
import { findSessionUserId, SESSION_COOKIE_NAME } from '@hanabi/membership';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import { privateNoStore } from './responses.ts';

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE_NAME] || undefined;
}

/**
 * The signed-in member's id (users.id), or null for a guest. Always on the clock (`request.receivedAt`):
 * debug time never brings an expired session back (decision 0032).
 */
export async function memberIdOf(db: AppDatabase, request: FastifyRequest): Promise<number | null> {
  const token = sessionTokenOf(request);
  return token ? findSessionUserId(db, token, request.receivedAt) : null;
}

/**
 * The signed-in member's id (users.id), on the clock.
 * @throws ApiError unauthorized for a guest: no cookie, or an unknown, expired or revoked session.
 */
export async function requireMemberId(db: AppDatabase, request: FastifyRequest): Promise<number> {
  const userId = await memberIdOf(db, request);
  if (userId === null) throw new ApiError('unauthorized');
  return userId;
}

/**
 * The viewer of an answer shaped by who asks (catalogue lists leave out a member's hidden titles): the
 * member's id, with the answer marked private so that no shared cache hands it to anyone else; null for a
 * guest, whose answer stays cacheable.
 */
export async function viewerIdFor(
  db: AppDatabase,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<number | null> {
  const viewerId = await memberIdOf(db, request);
  if (viewerId !== null) privateNoStore(reply);
  return viewerId;
}
