/**
 * The points ledger: append-only and double-entry. Every movement of points is one transaction whose
 * entries sum to zero (a deferred constraint trigger checks it at commit), and no entry is ever updated
 * or deleted (a trigger refuses it). Balances are sums of entries, never stored.
 *
 * Written only through `packages/membership/src/points` (the top-up and present flows of apps/accounts, the
 * purchases of apps/api); see decision 0009.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Ledger accounts. `member_*` belong to one member (user_id set); the others are the service's own
 * counterparts, so that points never appear from nowhere.
 */
export const POINT_ACCOUNTS = [
  /** Points bought with money (festa points). */
  'member_festa',
  /** Points given away (gift points); every entry carries the expiry of the lot it belongs to. */
  'member_gift',
  /** Counterpart of points sold for money. */
  'points_sold',
  /** Counterpart of points given by presents and campaigns. */
  'points_given',
  /** Counterpart of points spent on episodes. */
  'episode_sales',
] as const;
export type PointAccount = (typeof POINT_ACCOUNTS)[number];

/** `episode_refund` gives back exactly what an episode purchase took, to the same accounts and lots (decision 0052). */
/** `top_up_refund` takes back the festa points of a top-up whose payment was refunded (decision 0054). */
export const POINT_TRANSACTION_KINDS = [
  'top_up',
  'present',
  'episode_purchase',
  'episode_refund',
  'top_up_refund',
] as const;
export type PointTransactionKind = (typeof POINT_TRANSACTION_KINDS)[number];

export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: POINT_TRANSACTION_KINDS }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What caused it, unique per kind: `payment:12`, `present:7`, `purchase:3`, `refund:3`. Replays find it. */
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('point_transactions_user_idx').on(table.userId, table.createdAt)],
);

export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => pointTransactions.id, { onDelete: 'restrict' }),
    account: text('account', { enum: POINT_ACCOUNTS }).notNull(),
    /** The member of a `member_*` account; null for the service's own accounts. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Positive credits the account, negative debits it. */
    amount: integer('amount').notNull(),
    /** Gift points: the lot this entry belongs to (the transaction that granted it) and its expiry. */
    lotTransactionId: bigint('lot_transaction_id', { mode: 'number' }).references(() => pointTransactions.id, {
      onDelete: 'restrict',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('point_entries_member_idx').on(table.userId, table.account),
    index('point_entries_transaction_idx').on(table.transactionId),
    // Spending from a gift lot sums the lot's entries (what is left of it).
    index('point_entries_lot_idx').on(table.lotTransactionId),
    check('point_entries_amount_check', sql`${table.amount} <> 0`),
    check('point_entries_owner_check', sql`(${table.account} like 'member_%') = (${table.userId} is not null)`),
    check(
      'point_entries_gift_lot_check',
      sql`(${table.account} = 'member_gift') = (${table.lotTransactionId} is not null and ${table.expiresAt} is not null)`,
    ),
  ],
);
