/**
 * Walks the audit log's hash chain from the first entry (decision 0042), for `npm run audit:verify`. An entry
 * whose values were changed no longer matches its hash; a removed entry leaves the next one pointing at a
 * hash that is not its predecessor's.
 */
import { asc, gt } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { auditLog } from '../schema/audit.ts';
import { AUDIT_GENESIS_HASH, auditEntryHash } from './audit-chain.ts';

/** changed: the row's values do not give its hash; unlinked: its previous hash is not the entry before's. */
export type AuditBreak = { id: number; reason: 'changed' | 'unlinked' };

export interface AuditVerification {
  /** Entries read. */
  entries: number;
  /** The first entry that breaks the chain, or null when it is whole. */
  firstBreak: AuditBreak | null;
  /** The last entry's hash: keep it elsewhere to notice later if entries after it are all removed. */
  headHash: string;
}

const BATCH = 1000;

export async function verifyAuditLog(db: AppDatabase): Promise<AuditVerification> {
  let entries = 0;
  let previousHash = AUDIT_GENESIS_HASH;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, afterId))
      .orderBy(asc(auditLog.id))
      .limit(BATCH);
    for (const row of rows) {
      entries += 1;
      if (row.prevHash !== previousHash)
        return { entries, firstBreak: { id: row.id, reason: 'unlinked' }, headHash: previousHash };
      if (auditEntryHash(row) !== row.hash)
        return { entries, firstBreak: { id: row.id, reason: 'changed' }, headHash: previousHash };
      previousHash = row.hash;
      afterId = row.id;
    }
    if (rows.length < BATCH) return { entries, firstBreak: null, headHash: previousHash };
  }
}
