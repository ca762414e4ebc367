/**
 * The hash chain of the audit log (decision 0042): each entry's hash is the SHA-256 of its canonical JSON,
 * which includes the previous entry's hash. Appends are serialised by one advisory lock, so two writers can
 * never take the same previous hash and fork the chain.
 */
import { createHash } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { auditLog } from '../schema/audit.ts';
import { lockUntilCommit } from '../transaction-lock.ts';
import { asStoredJson, canonicalJson } from './canonical-json.ts';

/** The previous hash of the first entry. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

export type AuditLogRow = typeof auditLog.$inferSelect;

export interface AuditEntryInput {
  at: Date;
  /** Null for a command run on the server. */
  operatorId: number | null;
  clientAddress: string | null;
  /** `<target>.<verb>`, e.g. `operator.change_role`. */
  operation: string;
  targetType: string;
  targetId: string | number | null;
  /** The values the operation changed, as they were (null for a creation) and as they are (null for a removal). */
  before: unknown;
  after: unknown;
}

/** What the hash covers: every column of the row. */
export function auditEntryHash(row: Omit<AuditLogRow, 'hash'>): string {
  const hashed = {
    id: row.id,
    at: row.at.toISOString(),
    operator_id: row.operatorId,
    client_address: row.clientAddress,
    operation: row.operation,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    prev_hash: row.prevHash,
  };
  return createHash('sha256').update(canonicalJson(hashed), 'utf8').digest('hex');
}

/**
 * Appends an entry to the audit log. `tx` must be the transaction of the write it records: the entry is
 * committed with it or not at all, and the append lock is held until it ends.
 */
export async function appendAuditEntry(tx: AppDatabase, entry: AuditEntryInput): Promise<AuditLogRow> {
  await lockUntilCommit(tx, 'audit-log:append');
  const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  // The id is taken under the lock too, so ids follow the chain; it is part of what the hash covers.
  const { rows } = await tx.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`,
  );
  const next = rows[0];
  if (!next) throw new Error('no audit log id');
  const row = {
    id: Number(next.id),
    at: new Date(entry.at.getTime()),
    operatorId: entry.operatorId,
    clientAddress: entry.clientAddress,
    operation: entry.operation,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: asStoredJson(entry.before),
    after: asStoredJson(entry.after),
    prevHash: last?.hash ?? AUDIT_GENESIS_HASH,
  };
  const stored = { ...row, hash: auditEntryHash(row) };
  await tx.insert(auditLog).values(stored);
  return stored;
}
