/**
 * One-time set-up links (decision 0041): an invitation or an access reset gives the operator a link
 * `{WEB_ORIGIN}/admin/setup?token=…` to choose a password; the authenticator app follows at first sign-in.
 * Only the token's SHA-256 is kept; a link works once, for 72 hours, and a newer link retires older ones.
 */
import { randomBytes } from 'node:crypto';
import { OPERATOR_SETUP_LINK_HOURS, OPERATOR_SETUP_PATH } from '@hanabi/contract';
import { type AppDatabase, operatorSetupTokens, operators } from '@hanabi/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashOperatorToken, type OperatorRow } from '../../lib/operator-sessions.ts';

export interface IssuedSetupLink {
  url: string;
  expiresAt: Date;
}

export async function issueSetupLink(
  tx: AppDatabase,
  { operatorId, webOrigin, now }: { operatorId: number; webOrigin: string; now: Date },
): Promise<IssuedSetupLink> {
  await tx
    .update(operatorSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(operatorSetupTokens.operatorId, operatorId), isNull(operatorSetupTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OPERATOR_SETUP_LINK_HOURS * 60 * 60 * 1000);
  await tx
    .insert(operatorSetupTokens)
    .values({ tokenHash: hashOperatorToken(token), operatorId, expiresAt, createdAt: now });
  const url = new URL(OPERATOR_SETUP_PATH, webOrigin);
  url.searchParams.set('token', token);
  return { url: url.href, expiresAt };
}

const usable = (token: string, now: Date) =>
  and(
    eq(operatorSetupTokens.tokenHash, hashOperatorToken(token)),
    isNull(operatorSetupTokens.usedAt),
    gt(operatorSetupTokens.expiresAt, now),
  );

/** The operator a usable link is for, and until when it works; undefined for a used, expired or unknown one. */
export async function findSetupLink(
  db: AppDatabase,
  token: string,
  now: Date,
): Promise<{ operator: OperatorRow; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ operator: operators, expiresAt: operatorSetupTokens.expiresAt })
    .from(operatorSetupTokens)
    .innerJoin(operators, eq(operators.id, operatorSetupTokens.operatorId))
    .where(and(usable(token, now), eq(operators.status, 'active')));
  return row;
}

/** Uses the link, once: of two requests with the same token, one gets the operator's id, the other nothing. */
export async function useSetupLink(tx: AppDatabase, token: string, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(operatorSetupTokens)
    .set({ usedAt: now })
    .where(usable(token, now))
    .returning({ operatorId: operatorSetupTokens.operatorId });
  return row?.operatorId;
}
