/**
 * Single-use links sent by mail (address confirmation, password reset). The link carries 256 random bits;
 * the table keeps only their SHA-256, so reading the table does not give working links. Issuing a new link
 * retires the member's earlier ones of the same purpose: only the newest mail works.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type AppDatabase, emailTokens } from '@hanabi/db';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

const HOUR_MS = 60 * 60 * 1000;
export const EMAIL_TOKEN_LIFETIME_MS: Readonly<Record<EmailTokenPurpose, number>> = {
  confirm_email: 24 * HOUR_MS,
  reset_password: 1 * HOUR_MS,
};

/** A new link is not mailed again within this time of the last one (someone pressing "resend" repeatedly). */
const RESEND_INTERVAL_MS = 60 * 1000;

/** Tokens are 43 base64url characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 100;

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function issueEmailToken(
  db: AppDatabase,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await retireEmailTokens(tx, userId, purpose, now);
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
      createdAt: now,
    });
  });
  return token;
}

/** Whether a link of this purpose was mailed to the member within the last minute. */
export async function mailedRecently(
  db: AppDatabase,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<boolean> {
  const [latest] = await db
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return latest !== undefined && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_MS;
}

function usable(token: string, purpose: EmailTokenPurpose, now: Date) {
  return and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );
}

function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
}

/** The member a link belongs to while it is unused and unexpired (the link stays usable); otherwise null. */
export async function peekEmailToken(
  db: AppDatabase,
  token: unknown,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Uses up a link: the member it belongs to, or null when it is unknown, expired or already used. One
 * statement, so two clicks racing each other cannot both succeed.
 */
export async function useEmailToken(
  db: AppDatabase,
  token: unknown,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Marks every unused link of this purpose of the member as used. */
export async function retireEmailTokens(
  db: AppDatabase,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
