/**
 * Notices to viewers (「お知らせ」). Owner: apps/api (operators write them through the admin API; the demo
 * seed writes the demo rows). A notice is public from `published_at` unless it is a draft (下書き, decision
 * 0062); while `urgent_until` is ahead of the server's now it is also the urgent notice that every page shows
 * as a banner.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const noticeSections = pgTable('notice_sections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => noticeSections.id, { onDelete: 'restrict' }),
    /** The address of a notice that has its own fixed page (/notices/apology_for_double_billing …). */
    slug: text('slug').unique(),
    title: text('title').notNull(),
    /** Plain text; a blank line separates paragraphs. */
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    urgentUntil: timestamp('urgent_until', { withTimezone: true }),
    /** A draft is never shown to viewers, whatever its times say, until an operator publishes it. */
    draft: boolean('draft').notNull().default(false),
  },
  (table) => [
    index('notices_section_published_idx').on(table.sectionId, table.publishedAt),
    index('notices_published_idx').on(table.publishedAt),
    index('notices_urgent_idx').on(table.urgentUntil),
    check('notices_urgent_check', sql`${table.urgentUntil} is null or ${table.urgentUntil} > ${table.publishedAt}`),
  ],
);
