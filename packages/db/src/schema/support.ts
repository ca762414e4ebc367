/**
 * Inquiries sent from /support/inquiry. Owner: apps/api (the inquiry call writes them; operators read and
 * close them in the console). Kept even when the member is deleted: support may still have to answer.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

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
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiries_requester_created_idx').on(table.requesterIp, table.createdAt),
    index('inquiries_status_created_idx').on(table.status, table.createdAt),
  ],
);
