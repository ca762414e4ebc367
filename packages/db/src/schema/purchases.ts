/**
 * Episode purchases and what they grant. Owner: apps/api (decision 0013). A purchase is recorded first
 * (`pending`), then completed or failed in one transaction with its ledger entries and its entitlement, so
 * a crash in between leaves a pending purchase that the same idempotency key resumes.
 */
import { PURCHASE_FAILURE_REASONS, PURCHASE_STATUSES } from '@hanabi/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { presents, users } from './accounts.ts';
import { episodes } from './catalogue.ts';
import { operators } from './operators.ts';

export const episodePurchases = pgTable(
  'episode_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'restrict' }),
    /** The client's key for this purchase intent; the same key always finds this purchase. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    failureReason: text('failure_reason', { enum: PURCHASE_FAILURE_REASONS }),
    /** The catalogue's price when the purchase was requested: what a pending purchase completes at. */
    pricePoints: integer('price_points').notNull(),
    spentGiftPoints: integer('spent_gift_points').notNull().default(0),
    spentFestaPoints: integer('spent_festa_points').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('episode_purchases_user_key').on(table.userId, table.idempotencyKey),
    index('episode_purchases_user_idx').on(table.userId, table.requestedAt),
    check('episode_purchases_price_check', sql`${table.pricePoints} > 0`),
    check(
      'episode_purchases_outcome_check',
      sql`case ${table.status}
        when 'pending' then ${table.failureReason} is null and ${table.completedAt} is null
          and ${table.spentGiftPoints} = 0 and ${table.spentFestaPoints} = 0
        when 'completed' then ${table.failureReason} is null and ${table.completedAt} is not null
          and ${table.spentGiftPoints} >= 0 and ${table.spentFestaPoints} >= 0
          and ${table.spentGiftPoints} + ${table.spentFestaPoints} = ${table.pricePoints}
        else ${table.failureReason} is not null and ${table.completedAt} is null
          and ${table.spentGiftPoints} = 0 and ${table.spentFestaPoints} = 0
      end`,
    ),
  ],
);

/**
 * A member may watch an episode they bought or received a ticket for (decision 0025); one row per member and
 * episode, so nothing is bought twice. Exactly one of purchase_id and present_id says where it came from.
 */
export const episodeEntitlements = pgTable(
  'episode_entitlements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'restrict' }),
    purchaseId: integer('purchase_id')
      .unique()
      .references(() => episodePurchases.id, { onDelete: 'restrict' }),
    presentId: integer('present_id')
      .unique()
      .references(() => presents.id, { onDelete: 'restrict' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.episodeId] }),
    index('episode_entitlements_user_idx').on(table.userId, table.grantedAt),
    check('episode_entitlements_source_check', sql`num_nonnulls(${table.purchaseId}, ${table.presentId}) = 1`),
  ],
);

/**
 * An operator's refund of a completed purchase (decision 0052). The purchase row stays as it was; this row,
 * the compensating `episode_refund` point transaction (`refund:<purchase id>`) and the removal of the
 * purchase's entitlement are written in one transaction. One row per purchase, so a purchase is refunded once.
 */
export const episodePurchaseRefunds = pgTable(
  'episode_purchase_refunds',
  {
    purchaseId: integer('purchase_id')
      .primaryKey()
      .references(() => episodePurchases.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    /** Why, as the operator wrote it; the member's notice and the audit entry carry it too. */
    reason: text('reason').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('episode_purchase_refunds_user_idx').on(table.userId, table.refundedAt)],
);
