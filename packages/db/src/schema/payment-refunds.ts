/**
 * Operators' refunds of plan and points payments through the payment processor (decision 0054). The console
 * asks (`requested`, written by apps/api with its audit entry); the sign-in service, which holds the
 * processor, carries it out and settles it (`succeeded` or `failed`) in one transaction with what follows: the
 * festa points a top-up bought taken back from the ledger (in proportion, for a partial refund), the plan a plan
 * payment paid for ended. A payment may be refunded in parts, one row each, together at most the payment; one
 * idempotency key per row, so a retry or a second request never refunds twice.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { payments, users } from './accounts.ts';
import { operators } from './operators.ts';

export const PAYMENT_REFUND_STATUSES = ['requested', 'succeeded', 'failed'] as const;
export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number];

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Yen given back: the whole payment, or a part of what is left of it. */
    amountYen: integer('amount_yen').notNull(),
    /** Why, as the operator wrote it; the member's mail and the audit entry carry it too. */
    reason: text('reason').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PAYMENT_REFUND_STATUSES }).notNull().default('requested'),
    /** Sent with every attempt, so the processor refunds once however often the sign-in service asks. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The processor's id of the refund, once it answered. */
    processorRefundId: text('processor_refund_id').unique(),
    /** Why it failed: the processor's `refund_declined`, `unknown_charge`, or ours `points_spent`, `no_charge_at_processor`. */
    failureReason: text('failure_reason'),
    /** Tries so far that ended without an answer (timeouts); the sign-in service asks again. */
    attempts: integer('attempts').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.paymentId),
    index('payment_refunds_status_idx').on(table.status, table.requestedAt),
    index('payment_refunds_user_idx').on(table.userId, table.requestedAt),
    check('payment_refunds_amount_check', sql`${table.amountYen} > 0`),
    check(
      'payment_refunds_settled_check',
      sql`(${table.status} = 'requested') = (${table.settledAt} is null) and (${table.status} = 'succeeded') = (${table.processorRefundId} is not null) and (${table.status} = 'failed') = (${table.failureReason} is not null)`,
    ),
  ],
);
