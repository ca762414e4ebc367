/**
 * Support's tables. Owner: apps/api. Inquiries are sent from /support/inquiry and answered by operators in
 * the console (decision 0051), who also ask for grants of gift points or episode tickets there. Kept even
 * when the member is deleted: support may still have to answer.
 */
import { INQUIRY_STATUSES, PRESENT_KINDS, SUPPORT_GRANT_STATUSES } from '@hanabi/contract';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { presentKindCheck, presents, users } from './accounts.ts';
import { episodes } from './catalogue.ts';
import { operators } from './operators.ts';

export const INQUIRY_CATEGORIES = ['account', 'payment', 'playback', 'purchase', 'content', 'other'] as const;

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category', { enum: INQUIRY_CATEGORIES }).notNull(),
    /** Where the answer goes (lower-cased, NFKC-normalised). */
    email: text('email').notNull(),
    body: text('body').notNull(),
    /** The sender's address as the API saw it (TRUST_PROXY), for the rate limit. */
    requesterIp: text('requester_ip').notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('open'),
    /** The operator in charge; null until someone takes it. */
    assigneeOperatorId: integer('assignee_operator_id').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change by an operator (status, assignee, note, reply); the inbox sorts by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiries_requester_created_idx').on(table.requesterIp, table.createdAt),
    index('inquiries_status_created_idx').on(table.status, table.createdAt),
    index('inquiries_assignee_idx').on(table.assigneeOperatorId, table.status),
    check('inquiries_status_check', sql`${table.status} in ('open', 'in_progress', 'closed')`),
  ],
);

/**
 * The thread of an inquiry after it arrived, oldest first: replies mailed to the sender and internal notes.
 * Append-only; status and assignee changes are in the audit log.
 */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reply', 'note'] }).notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    /** A reply's subject, as mailed; null for a note. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('inquiry_messages_inquiry_idx').on(table.inquiryId, table.id),
    check('inquiry_messages_subject_check', sql`(${table.kind} = 'reply') = (${table.subject} is not null)`),
  ],
);

/**
 * Gifts support asks to give a member (decision 0051): gift points or an episode ticket, with the reason.
 * Within the small-grant limit a grant is approved as it is asked; above it, it waits for an operator with
 * grants:approve other than the requester. Approval puts the present in the member's present box
 * (`present_id`), once.
 */
export const supportGrants = pgTable(
  'support_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRESENT_KINDS }).notNull(),
    points: integer('points'),
    pointsValidDays: integer('points_valid_days'),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'restrict' }),
    /** What the member reads in their present box. */
    presentName: text('present_name').notNull(),
    /** Why, for the approver and the audit log; members never see it. */
    reason: text('reason').notNull(),
    /** What the grant is worth in points, compared with the limit: the points, or the episode's price. */
    valuePoints: integer('value_points').notNull(),
    status: text('status', { enum: SUPPORT_GRANT_STATUSES }).notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    presentId: integer('present_id')
      .unique()
      .references(() => presents.id, { onDelete: 'restrict' }),
  },
  (table) => [
    index('support_grants_status_idx').on(table.status, table.requestedAt),
    index('support_grants_user_idx').on(table.userId, table.requestedAt),
    check('support_grants_kind_check', presentKindCheck(table)),
    check(
      'support_grants_decision_check',
      sql`case ${table.status}
        when 'pending' then ${table.decidedAt} is null and ${table.presentId} is null
        when 'approved' then ${table.decidedAt} is not null and ${table.presentId} is not null
        else ${table.decidedAt} is not null and ${table.presentId} is null
      end`,
    ),
  ],
);
