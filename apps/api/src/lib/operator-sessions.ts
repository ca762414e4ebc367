/**
 * Operator sessions (decision 0041): the hanabi_operator cookie holds 256 random bits, the table their
 * SHA-256. A session is pending until its second factor is in, then signed in until 30 minutes without a
 * request or 12 hours after the password, whichever comes first. Pass a transaction to work inside it.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  OPERATOR_SECOND_FACTOR_MINUTES,
  OPERATOR_SESSION_ABSOLUTE_HOURS,
  OPERATOR_SESSION_IDLE_MINUTES,
} from '@hanabi/contract';
import { type AppDatabase, operatorSessions, operators } from '@hanabi/db';
import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';

const MINUTE_MS = 60 * 1000;
const IDLE_MS = OPERATOR_SESSION_IDLE_MINUTES * MINUTE_MS;
const ABSOLUTE_MS = OPERATOR_SESSION_ABSOLUTE_HOURS * 60 * MINUTE_MS;
const SECOND_FACTOR_MS = OPERATOR_SECOND_FACTOR_MINUTES * MINUTE_MS;

export function hashOperatorToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type OperatorRow = typeof operators.$inferSelect;

/** Who a session signs in: what every request needs to know of its operator. */
export type SessionIdentity = Pick<OperatorRow, 'id' | 'email' | 'name' | 'role'>;

export interface SessionOperator {
  tokenHash: string;
  expiresAt: Date;
  operator: SessionIdentity;
}

const identityColumns = { id: operators.id, email: operators.email, name: operators.name, role: operators.role };

/** Starts a pending session after a right password; returns the cookie's token. */
export async function startPendingSession(
  db: AppDatabase,
  { operatorId, clientAddress, now }: { operatorId: number; clientAddress: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(operatorSessions).values({
    tokenHash: hashOperatorToken(token),
    operatorId,
    clientAddress,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_MS),
  });
  return token;
}

/** The pending session of this token and its operator, while the second step may still follow. */
export async function findPendingSession(db: AppDatabase, token: string, now: Date): Promise<SessionOperator | null> {
  const [row] = await db
    .select({ tokenHash: operatorSessions.tokenHash, expiresAt: operatorSessions.expiresAt, operator: identityColumns })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashOperatorToken(token)),
        isNull(operatorSessions.secondFactorAt),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        eq(operators.status, 'active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The second factor is in: the session is signed in, for 12 hours at most. */
export async function completeSession(db: AppDatabase, tokenHash: string, now: Date): Promise<Date> {
  const expiresAt = new Date(now.getTime() + ABSOLUTE_MS);
  await db
    .update(operatorSessions)
    .set({ secondFactorAt: now, lastSeenAt: now, expiresAt })
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return expiresAt;
}

export type ResolvedSession = { state: 'signed_in'; session: SessionOperator } | { state: 'pending' } | null;

/**
 * Who the cookie's token signs in, seen at `now`; a signed-in session's idle clock restarts. An unknown,
 * revoked, expired, idle or disabled operator's session is null.
 */
export async function resolveSession(db: AppDatabase, token: string, now: Date): Promise<ResolvedSession> {
  const tokenHash = hashOperatorToken(token);
  const [row] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .from(operators)
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        eq(operators.id, operatorSessions.operatorId),
        eq(operators.status, 'active'),
        isNotNull(operatorSessions.secondFactorAt),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
      ),
    )
    .returning({ expiresAt: operatorSessions.expiresAt, ...identityColumns });
  if (row) {
    const { expiresAt, ...operator } = row;
    return { state: 'signed_in', session: { tokenHash, expiresAt, operator } };
  }
  return (await findPendingSession(db, token, now)) ? { state: 'pending' } : null;
}

/** Ends the session of this token hash (signing out). */
export async function revokeSessionByHash(db: AppDatabase, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

/** Ends every session of an operator; returns how many were still going. */
export async function revokeOperatorSessions(db: AppDatabase, operatorId: number, now: Date): Promise<number> {
  const ended = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    )
    .returning({ tokenHash: operatorSessions.tokenHash });
  return ended.length;
}

/** Signed-in sessions not ended at `now`, per operator. */
export async function countLiveSessions(db: AppDatabase, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ operatorId: operatorSessions.operatorId, live: count() })
    .from(operatorSessions)
    .where(
      and(
        isNotNull(operatorSessions.secondFactorAt),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
      ),
    )
    .groupBy(operatorSessions.operatorId);
  return new Map(rows.map((row) => [row.operatorId, row.live]));
}
