/** The member signed in on this browser, from the festa_auth cookie. */
import { type AppDatabase, users } from '@hanabi/db';
import { findSessionUserId, SESSION_COOKIE_NAME } from '@hanabi/membership';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

export type Member = typeof users.$inferSelect;

export async function currentMember(request: FastifyRequest, db: AppDatabase, now: Date): Promise<Member | null> {
  const token = request.cookies[SESSION_COOKIE_NAME];
  if (!token) return null;
  const userId = await findSessionUserId(db, token, now);
  if (userId === null) return null;
  const [member] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return member ?? null;
}
