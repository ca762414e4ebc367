/**
 * Campaign pages (/campaigns/{slug}): data, not code. Owner: apps/api (operators write them through the
 * admin API; the demo seed writes the demo rows). A record says its layout, its guard, its period on the
 * server's clock and its titles.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { titles } from './catalogue.ts';

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    /** The last segment of the address: a number ('12'), a token ('-1604') or a name ('feature-bl'). */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    lead: text('lead').notNull().default(''),
    /** Plain text; a blank line separates paragraphs. */
    body: text('body').notNull().default(''),
    /** 'default' is the site's layout; 'lp' the landing layout, which sends lite and premium members home. */
    layout: text('layout', { enum: ['default', 'lp'] })
      .notNull()
      .default('default'),
    /** Mature campaigns open only after the age-permission check. */
    requiresAgePermission: boolean('requires_age_permission').notNull().default(false),
    /** Listed on /campaign_list (token pages reached from adverts are not). */
    listed: boolean('listed').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('campaigns_window_idx').on(table.startsAt, table.endsAt),
    check('campaigns_window_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export const campaignTitles = pgTable(
  'campaign_titles',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.titleId] }),
    index('campaign_titles_title_idx').on(table.titleId),
  ],
);
