/**
 * The home page's key-visual carousel (decision 0053). Owner: apps/api (editors write the rows through the
 * admin API; the demo seed writes the demo rows). A slide links to one title or one campaign, is shown inside
 * its window on the server's clock to the audiences it names, and has no picture until one is uploaded (such a
 * slide is never shown).
 */
import type { HomeSlideAudience } from '@hanabi/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { type StoredImage, titles } from './catalogue.ts';

export const homeSlides = pgTable(
  'home_slides',
  {
    id: serial('id').primaryKey(),
    headline: text('headline').notNull(),
    line: text('line').notNull().default(''),
    /** An uploaded 16:9 set with its variants (decision 0045), or the demo's key art; null until uploaded. */
    image: jsonb('image').$type<StoredImage>(),
    titleId: integer('title_id').references(() => titles.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: shown until an editor ends it. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** 1 is shown first; editors reorder the slides that have not ended with an explicit list. */
    position: integer('position').notNull(),
    audiences: text('audiences').array().$type<HomeSlideAudience[]>().notNull(),
    /** The demo seed's own rows, found again by it; null for the slides editors make. */
    demoKey: text('demo_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('home_slides_window_idx').on(table.startsAt, table.endsAt),
    check('home_slides_one_link_check', sql`(${table.titleId} is null) <> (${table.campaignId} is null)`),
    check('home_slides_window_check', sql`${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`),
    check(
      'home_slides_audiences_check',
      sql`cardinality(${table.audiences}) > 0 and ${table.audiences} <@ array['guest', 'free', 'lite', 'premium']`,
    ),
  ],
);
