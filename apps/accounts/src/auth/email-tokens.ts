/**
 * Single-use links sent by mail (address confirmation, password reset). The link carries 256 random bits;
 * the table keeps only their SHA-256, so reading the table does not give working links. A confirmation link
 * belongs to one registration and carries the hash of the password typed for it: each registration's mail
 * confirms that registration's password. Issuing a new link retires the earlier ones it replaces — of the
 * same registration for a confirmation, all of the member's for a password reset — so only the newest mail
 * of each works.
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

/**
 * What a new link is for: a password reset, or the confirmation of a registration with its password and,
 * when known, the hash of the registering browser's secret (registering-browser.ts).
 */
export type EmailLinkRequest =
  | { purpose: 'reset_password' }
  | { purpose: 'confirm_email'; passwordHash: string; browserHash: string | null };

export async function issueEmailToken(
  db: AppDatabase,
  userId: number,
  request: EmailLinkRequest,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const passwordHash = request.purpose === 'confirm_email' ? request.passwordHash : null;
  const browserHash = request.purpose === 'confirm_email' ? request.browserHash : null;
  await db.transaction(async (tx) => {
    // Retire what the new link replaces: every reset link, or the earlier links of the same registration.
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          unusedOf(userId, request.purpose),
          passwordHash === null ? undefined : eq(emailTokens.passwordHash, passwordHash),
        ),
      );
    await tx.insert(emailTokens).values({
      userId,
      purpose: request.purpose,
      tokenHash: hashToken(token),
      passwordHash,
      browserHash,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[request.purpose]),
      createdAt: now,
    });
  });
  return token;
}

/**
 * The password of the member's newest registration: the one a new confirmation link (a resend) confirms.
 * Null when no confirmation was ever issued for them.
 */
export async function newestRegistrationPassword(db: AppDatabase, userId: number): Promise<string | null> {
  const [newest] = await db
    .select({ passwordHash: emailTokens.passwordHash })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'confirm_email')))
    .orderBy(desc(emailTokens.createdAt), desc(emailTokens.id))
    .limit(1);
  return newest?.passwordHash ?? null;
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

/** Whose link it was and, for a confirmation link, the password and the browser of its registration. */
export interface UsedEmailToken {
  userId: number;
  passwordHash: string | null;
  browserHash: string | null;
}

/**
 * Uses up a link: whose it was, or null when it is unknown, expired or already used. One statement, so two
 * clicks racing each other cannot both succeed.
 */
export async function useEmailToken(
  db: AppDatabase,
  token: unknown,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<UsedEmailToken | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({
      userId: emailTokens.userId,
      passwordHash: emailTokens.passwordHash,
      browserHash: emailTokens.browserHash,
    });
  return row ?? null;
}

/** Marks every unused link of this purpose of the member as used. */
export async function retireEmailTokens(
  db: AppDatabase,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db.update(emailTokens).set({ usedAt: now }).where(unusedOf(userId, purpose));
}

function unusedOf(userId: number, purpose: EmailTokenPurpose) {
  return and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt));
}
