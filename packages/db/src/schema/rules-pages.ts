/**
 * The FAQ (/faq, /faq/{n}) and the rules pages (利用規約, 特定商取引法に基づく表記, サービスポリシー) as data
 * operators edit (decision 0055). Owner: apps/api (operators write them through the admin API; the demo seed
 * writes the first rows).
 *
 * A rules revision is a draft until it is published; once published its text, effective date and author are
 * never changed (the API refuses), so the text a member agreed to on a given day can always be shown again.
 * A change to a published document is a new revision.
 */
import type { FaqRelatedLink } from '@hanabi/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from './operators.ts';

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    /** The page's address /faq/{number}. Permanent, so links to an answer never break. */
    number: integer('number').notNull().unique(),
    /** The topic the index groups the entry under (account, plans … as the contract lists them). */
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    /** Plain text; a blank line separates paragraphs. */
    answer: text('answer').notNull(),
    /** Smaller first within the topic. */
    position: integer('position').notNull().default(0),
    /** Pages of this site the answer points to (「関連するページ」), in order: [{ label, to }]. */
    related: jsonb('related').$type<FaqRelatedLink[]>().notNull().default([]),
    /** A draft has no page and is not in the index. */
    draft: boolean('draft').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('faq_entries_topic_idx').on(table.topic, table.position),
    check('faq_entries_number_check', sql`${table.number} > 0`),
  ],
);

export const rulesRevisions = pgTable(
  'rules_revisions',
  {
    id: serial('id').primaryKey(),
    /** terms (利用規約), tokusho (特定商取引法に基づく表記), service_policy (サービスポリシー). */
    document: text('document').notNull(),
    /** The whole text; the format is described in decision 0055. */
    body: text('body').notNull(),
    /** The day from which the revision applies (Japan time). */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** Null while a draft; set once, when published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Who wrote it; null for the demo seed's first revisions. */
    authorOperatorId: integer('author_operator_id').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rules_revisions_document_idx').on(table.document, table.effectiveOn),
    // Two published revisions of one document never take effect on the same day.
    uniqueIndex('rules_revisions_published_day_idx')
      .on(table.document, table.effectiveOn)
      .where(sql`${table.publishedAt} is not null`),
    check('rules_revisions_document_check', sql`${table.document} in ('terms', 'tokusho', 'service_policy')`),
  ],
);
