/**
 * Membership tables. Owner: apps/accounts (the provider's sign-in service), which writes them. The API
 * reads them to answer the user status, and writes one column: `sessions.revoked_at`, when a viewer logs
 * out through `DELETE /v1/logouts` (decision 0008). See ARCHITECTURE.md for the ownership of every table.
 */
import { PRESENT_KINDS } from '@hanabi/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { episodes } from './catalogue.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Payment methods a plan can be paid with (spec §3 without `none`). */
const PLAN_PAYMENT_METHODS = ['credit', 'au', 'docomo', 'softbank_a', 'softbank_b'] as const;

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The provider-wide member id (shared with the comic and game services), shown to support staff. */
  festaUserId: text('festa_user_id').notNull().unique(),
  /** Lower-cased and NFKC-normalised, so one address cannot register twice in another case. */
  email: text('email').notNull().unique(),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  /** Subscribed to the provider's comic service; Hanabi never sets it (the comic service does). */
  isComicSubscribedUser: boolean('is_comic_subscribed_user').notNull().default(false),
  /** Has bought a crowdfunded anime on the provider's store; set by that store, never by Hanabi. */
  hasPurchasedCfanime: boolean('has_purchased_cfanime').notNull().default(false),
  createdAt,
});

/** Single-use links sent by email: address confirmation and password reset. Only the hash is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * A confirmation link's registration: the argon2id hash of the password typed when it was asked for.
     * Confirming with this link makes it the member's password, so re-registering an address that is not
     * confirmed yet cannot change the password of the registration whose mail its owner opens.
     */
    passwordHash: text('password_hash'),
    /**
     * A confirmation link's browser: the SHA-256 of the secret cookie set in the browser that registered.
     * Opening the link in that browser also signs the new member in there (decision 0040); anywhere else
     * it only confirms the address.
     */
    browserHash: text('browser_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('email_tokens_user_idx').on(table.userId, table.purpose),
    check(
      'email_tokens_password_check',
      sql`(${table.purpose} = 'confirm_email') = (${table.passwordHash} is not null)`,
    ),
  ],
);

/**
 * Signed-in browsers. The festa_auth cookie holds a random 256-bit token; only its SHA-256 is stored, so
 * a copy of this table cannot be used to sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Every sign-in attempt, for the rate limits per account and per address and for support. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The address typed, normalised like users.email (it may belong to nobody). */
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_attempts_email_idx').on(table.email, table.attemptedAt),
    index('sign_in_attempts_ip_idx').on(table.ipAddress, table.attemptedAt),
  ],
);

/** Every registration submitted with valid fields, for the per-address limit on registrations and for support. */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The address registered, normalised like users.email (it may belong to a member already). */
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('registration_attempts_ip_idx').on(table.ipAddress, table.attemptedAt)],
);

/**
 * Plan memberships, one row per period from entry to its end: the subscription history. A member has at
 * most one open row (ended_at null).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 lite, 2 premium (spec §3). */
    planId: smallint('plan_id').notNull(),
    paymentMethod: text('payment_method', { enum: PLAN_PAYMENT_METHODS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The next monthly charge, a Japan-time calendar day. */
    nextPaymentDay: date('next_payment_day', { mode: 'string' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** `refunded`: an operator refunded the payment of the plan (decision 0054). */
    endReason: text('end_reason', { enum: ['canceled', 'forced_cancel', 'refunded'] }),
    /** Set when the card failed its validity check: the plan ends that day unless the card is replaced. */
    forcedCancelScheduledDate: date('forced_cancel_scheduled_date', { mode: 'string' }),
    forcedCanceledDate: date('forced_canceled_date', { mode: 'string' }),
    createdAt,
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId, table.startedAt),
    uniqueIndex('subscriptions_one_open_per_user').on(table.userId).where(sql`${table.endedAt} is null`),
    check('subscriptions_plan_check', sql`${table.planId} in (1, 2)`),
    check(
      'subscriptions_end_check',
      sql`(${table.endedAt} is null) = (${table.endReason} is null) and (${table.endedAt} is null or ${table.endedAt} >= ${table.startedAt})`,
    ),
  ],
);

/** Credit cards on file, as the processor's token and what may be shown (brand, last four digits). */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processorCardId: text('processor_card_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    /** The last validity check failed (spec §3 is_failed_validity_check). */
    validityCheckFailedAt: timestamp('validity_check_failed_at', { withTimezone: true }),
    /** The card can no longer be charged (spec §3 has_invalid_card): failed check, or expired. */
    isInvalid: boolean('is_invalid').notNull().default(false),
    /** Replaced by a newer card; the current card is the one with replaced_at null. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    uniqueIndex('payment_cards_one_current_per_user').on(table.userId).where(sql`${table.replacedAt} is null`),
  ],
);

/**
 * Charges asked of the payment processor (plan fees and point top-ups). The idempotency key is made once
 * per payment intent, so a reload or a double click never charges twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['plan_entry', 'plan_renewal', 'points_top_up'] }).notNull(),
    amountYen: integer('amount_yen').notNull(),
    method: text('method', { enum: PLAN_PAYMENT_METHODS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The processor's id of the charge, once known. */
    processorChargeId: text('processor_charge_id').unique(),
    status: text('status', { enum: ['pending', 'succeeded', 'declined', 'failed'] })
      .notNull()
      .default('pending'),
    /**
     * The processor's reason for a decline or failure, e.g. `card_declined`, `insufficient_funds`; ours for
     * `no_charge_at_processor` (given up on) and `late_charge_refunded` (charged after all, then refunded).
     */
    failureReason: text('failure_reason'),
    /** What the payment bought: the plan (1 or 2) or the number of points. */
    planId: smallint('plan_id'),
    points: integer('points'),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * A charge that succeeded for a payment already settled as not paid is refunded (decision 0037): the
     * processor's id of that refund, and when it was made.
     */
    processorRefundId: text('processor_refund_id').unique(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_user_idx').on(table.userId, table.createdAt),
    check('payments_amount_check', sql`${table.amountYen} > 0`),
  ],
);

/** Notifications received from the processor; the unique event id makes a duplicate delivery harmless. */
export const paymentNotifications = pgTable('payment_notifications', {
  processorEventId: text('processor_event_id').primaryKey(),
  processorChargeId: text('processor_charge_id').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a present of each kind carries: gift points have positive points and days and no episode, a ticket an
 * episode and neither (decision 0025). Support's grants (schema/support.ts) describe their present the same way.
 */
export function presentKindCheck(table: {
  kind: AnyPgColumn;
  points: AnyPgColumn;
  pointsValidDays: AnyPgColumn;
  episodeId: AnyPgColumn;
}): SQL {
  return sql`case ${table.kind}
        when 'gift_points' then ${table.points} > 0 and ${table.pointsValidDays} > 0 and ${table.episodeId} is null
        when 'episode_ticket' then ${table.episodeId} is not null
          and ${table.points} is null and ${table.pointsValidDays} is null
        else false
      end`;
}

/**
 * Presents waiting in a member's present box: gift points granted by campaigns and sign-up. Receiving one
 * writes gift points to the ledger, valid for `points_valid_days` from that moment.
 */
export const presents = pgTable(
  'presents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRESENT_KINDS }).notNull(),
    /** What the member sees, e.g. 「会員登録特典」 or 「新規登録キャンペーン：第1話無料チケット」. */
    name: text('name').notNull(),
    /** Gift points only: how many, and for how many days after receiving them they can be spent. */
    points: integer('points'),
    pointsValidDays: integer('points_valid_days'),
    /** Episode tickets only: the episode the member may watch for good once received (decision 0025). */
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'restrict' }),
    /** The present can be received until then. */
    receivableUntil: timestamp('receivable_until', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('presents_user_idx').on(table.userId, table.createdAt),
    check('presents_kind_check', presentKindCheck(table)),
  ],
);
