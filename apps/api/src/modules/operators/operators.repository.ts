/** The operators table (decision 0041). Pass a transaction instead of the database to work inside it. */
import type { OperatorStatus, OperatorSummary } from '@hanabi/contract';
import { type AppDatabase, lockUntilCommit, operatorRecoveryCodes, operators } from '@hanabi/db';
import { and, asc, count, eq } from 'drizzle-orm';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { OperatorRow } from '../../lib/operator-sessions.ts';

export function findOperatorByEmail(db: AppDatabase, email: string): Promise<OperatorRow | undefined> {
  return db.query.operators.findFirst({ where: eq(operators.email, email) });
}

/** The operator, its row locked until the transaction ends. */
export async function lockOperator(tx: AppDatabase, id: number): Promise<OperatorRow | undefined> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  return row;
}

/**
 * Serialises every change that could leave no active administrator, until the transaction ends: two
 * administrators demoting each other at once must not both see the other still there.
 */
export async function lockAdministrators(tx: AppDatabase): Promise<void> {
  await lockUntilCommit(tx, 'operators:administrators');
}

export async function countActiveAdministrators(db: AppDatabase): Promise<number> {
  return db.$count(operators, and(eq(operators.role, 'admin'), eq(operators.status, 'active')));
}

/** A new operator, or undefined when the address is taken. */
export async function insertOperator(
  db: AppDatabase,
  values: Pick<typeof operators.$inferInsert, 'email' | 'name' | 'role' | 'createdAt'>,
): Promise<OperatorRow | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing({ target: operators.email }).returning();
  return row;
}

export async function updateOperator(
  db: AppDatabase,
  id: number,
  values: Partial<Omit<typeof operators.$inferInsert, 'id'>>,
): Promise<OperatorRow> {
  const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  if (!row) throw new Error(`operator ${id} vanished`);
  return row;
}

/** Forgets the password and the authenticator app: the operator must use a new set-up link. */
export async function clearCredentials(db: AppDatabase, id: number): Promise<OperatorRow> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
  return updateOperator(db, id, { passwordHash: null, totpSecret: null, totpConfirmedAt: null, totpLastStep: null });
}

export async function listOperators(
  db: AppDatabase,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: OperatorRow[]; total: number }> {
  const rows = await db.select().from(operators).orderBy(asc(operators.id)).limit(limit).offset(offset);
  const [total] = await db.select({ total: count() }).from(operators);
  return { rows, total: total?.total ?? 0 };
}

export function operatorStatusOf(row: Pick<OperatorRow, 'status' | 'passwordHash'>): OperatorStatus {
  if (row.status === 'disabled') return 'disabled';
  return row.passwordHash === null ? 'invited' : 'active';
}

/** The operator as the console lists it; `liveSessions` from countLiveSessions. */
export function operatorSummary(row: OperatorRow, liveSessions: number): OperatorSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: operatorStatusOf(row),
    second_factor_enrolled: row.totpConfirmedAt !== null,
    active_sessions: liveSessions,
    last_signed_in_at: row.lastSignedInAt ? toJapanIso(row.lastSignedInAt) : null,
    created_at: toJapanIso(row.createdAt),
  };
}

/** What an audit entry records of an operator: never a hash or a secret. */
export function auditedOperator(row: OperatorRow): Record<string, unknown> {
  return { email: row.email, name: row.name, role: row.role, status: operatorStatusOf(row) };
}
