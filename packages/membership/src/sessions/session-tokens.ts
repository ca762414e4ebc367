/**
 * Session tokens of the festa_auth cookie, shared by the sign-in service (which issues them) and the API
 * (which resolves and revokes them). The cookie holds 256 random bits; the database only their SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppDatabase } from '@hanabi/db';
import { sessions } from '@hanabi/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

/** How long a session lasts without signing in again. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** A new opaque token: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Starts a session for the member and returns the token to put in the cookie. */
export async function createSession(db: AppDatabase, userId: number, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
  });
  return token;
}

/** The member signed in with this token, or null when it is unknown, expired or revoked. */
export async function findSessionUserId(db: AppDatabase, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Ends the session of this token; an unknown or already ended one is left as it is. */
export async function revokeSession(db: AppDatabase, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a member (after a password reset; support's 全端末からログアウト). Answers how many. */
export async function revokeAllSessions(db: AppDatabase, userId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ userId: sessions.userId });
  return ended.length;
}
