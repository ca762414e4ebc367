/**
 * Operator accounts: the people who run the service from the console, apart from members (own table, own
 * session cookie `hanabi_operator`, never festa_auth). Owner: apps/api (the /admin/v1 operators module), and
 * `npm run operator:create`, which creates the first administrator. Operators are never deleted — they are
 * disabled — so the audit log can always name who did what (decision 0041).
 */
import { OPERATOR_ROLES } from '@hanabi/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const OPERATOR_ACCOUNT_STATUSES = ['active', 'disabled'] as const;

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased and NFKC-normalised (the contract's normaliseOperatorEmail). */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    /** argon2id PHC string; null until the set-up link is used, and again after an access reset. */
    passwordHash: text('password_hash'),
    status: text('status', { enum: OPERATOR_ACCOUNT_STATUSES }).notNull().default('active'),
    /**
     * The base32 TOTP secret. Never leaves the API but in the enrolment answer; null until the password step
     * of the first sign-in makes one, kept unconfirmed until its first code is entered.
     */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The 30-second step of the last accepted code: the same code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    check(
      'operators_role_check',
      sql`${table.role} in (${sql.raw(OPERATOR_ROLES.map((role) => `'${role}'`).join(', '))})`,
    ),
    check('operators_status_check', sql`${table.status} in ('active', 'disabled')`),
    check('operators_totp_check', sql`${table.totpConfirmedAt} is null or ${table.totpSecret} is not null`),
  ],
);

/** One-time recovery codes, given at enrolment: only their SHA-256 is kept; a used code stays, marked. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

/**
 * Operator sessions behind the hanabi_operator cookie (a random 256-bit token; only its SHA-256 here). A
 * session whose second factor is not in yet (`second_factor_at` null) only lets its holder finish signing in,
 * for five minutes. A signed-in one lasts until 30 minutes without a request or `expires_at` (12 hours).
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt,
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    clientAddress: text('client_address').notNull(),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/** One-time set-up links (invitation, access reset): only the token's SHA-256 is kept. */
export const operatorSetupTokens = pgTable(
  'operator_setup_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [index('operator_setup_tokens_operator_idx').on(table.operatorId)],
);

/**
 * Every operator sign-in step checked (a password or a second factor), for the limits per operator and
 * per client address; written and counted under advisory locks in one transaction (decision 0030's way).
 */
export const operatorSignInAttempts = pgTable(
  'operator_sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The address typed, normalised (it may belong to nobody). */
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    step: text('step', { enum: ['password', 'second_factor'] }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('operator_sign_in_attempts_email_idx').on(table.email, table.attemptedAt),
    index('operator_sign_in_attempts_ip_idx').on(table.ipAddress, table.attemptedAt),
  ],
);
