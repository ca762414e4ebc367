/**
 * Mails other services hand to the sign-in service's mail transport (decision 0051). Owner: apps/accounts,
 * which sends them through its mailer (SMTP, or the development mailbox) and marks them sent; the API only
 * queues rows, through `queueMail` in this package, inside the transaction of what the mail tells.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Plain text, Japanese. */
    text: text('text').notNull(),
    /** What queued it, e.g. `inquiry_reply:12`, for support and the logs. */
    reference: text('reference').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    /** A sender took it until then; past it, another may (the first one died mid-send). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_unsent_idx').on(table.queuedAt).where(sql`${table.sentAt} is null`),
    check('mail_outbox_attempts_check', sql`${table.attempts} >= 0`),
  ],
);
