/**
 * The sandbox payment processor's own records (apps/accounts billing/sandbox-processor.ts, decision 0054):
 * its charges and refunds, kept here as a real processor keeps them on its side, so that a charge made
 * before a restart can still be refunded. Only the sandbox reads or writes these tables; production, where
 * the sandbox is refused unless `PAYMENT_PROCESSOR=sandbox` names it on purpose, leaves them empty.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sandboxCharges = pgTable('sandbox_charges', {
  /** The sandbox's charge id (`ch_sandbox_…`). */
  id: text('id').primaryKey(),
  /** The caller's key: asking again with it answers this charge, never a second. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** The charge as the processor interface answers it (ProcessorCharge), status included. */
  charge: jsonb('charge').notNull(),
  /** Carrier charges: where the carrier sends the member after approving or cancelling. */
  returnUrl: text('return_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** The sandbox's refund id (`re_sandbox_…`). */
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => sandboxCharges.id, { onDelete: 'restrict' }),
    amountYen: integer('amount_yen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_refunds_charge_idx').on(table.chargeId),
    check('sandbox_refunds_amount_check', sql`${table.amountYen} > 0`),
  ],
);
