/** Reading the audit log for the console (decision 0042): filtered, newest first, with who wrote each entry. */
import type { AuditEntry } from '@hanabi/contract';
import { type AppDatabase, auditLog, operators } from '@hanabi/db';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { toJapanIso } from '../../lib/japan-time.ts';

export interface AuditFilter {
  operatorId?: number;
  operation?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.operatorId === undefined ? undefined : eq(auditLog.operatorId, filter.operatorId),
    filter.operation === undefined ? undefined : eq(auditLog.operation, filter.operation),
    filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
  );
}

export async function listAuditEntries(
  db: AppDatabase,
  filter: AuditFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = conditions(filter);
  const rows = await db
    .select({ entry: auditLog, operatorEmail: operators.email, operatorName: operators.name })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(auditLog).where(where);
  const items = rows.map(({ entry, operatorEmail, operatorName }) => ({
    id: entry.id,
    at: toJapanIso(entry.at),
    operator:
      entry.operatorId === null ? null : { id: entry.operatorId, email: operatorEmail ?? '', name: operatorName ?? '' },
    client_address: entry.clientAddress,
    operation: entry.operation,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before,
    after: entry.after,
    hash: entry.hash,
  }));
  return { items, total: total?.total ?? 0 };
}
