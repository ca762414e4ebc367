/**
 * The audit log of every operator write (decision 0042). Owner: whoever writes as an operator — the API's
 * /admin/v1 routes and the operator commands — always through `appendAuditEntry` in packages/db, in the
 * transaction of the write. Append-only in the database (triggers refuse UPDATE, DELETE and TRUNCATE), and
 * each entry's hash covers the previous entry's, so `npm run audit:verify` finds a changed or removed row.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './operators.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    /** Taken under the append lock, so ids follow the chain. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /** Null for a command run on the server (the first administrator's creation). */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
    clientAddress: text('client_address'),
    /** `<target>.<verb>`, e.g. `operator.change_role`. */
    operation: text('operation').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The previous entry's hash (64 zeros for the first entry). */
    prevHash: text('prev_hash').notNull(),
    /** SHA-256 (hex) of the entry's canonical JSON, prev_hash included. */
    hash: text('hash').notNull().unique(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_operator_idx').on(table.operatorId, table.at),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_operation_idx').on(table.operation, table.at),
  ],
);
