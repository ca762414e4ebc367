/**
 * Editorial catalogue tables: features, exclusive distributions and dynamic landing pages. Owner: apps/api
 * (operators edit them through the admin API; the demo seed writes the demo rows). Each row is shown only
 * inside its time window (starts_at ≤ now < ends_at), so operators schedule them ahead (decision 0019).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { titles } from './catalogue.ts';

const window = {
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
};

/** A themed collection of titles (「特集」), shown on the home page and its own list while running. */
export const features = pgTable(
  'features',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...window,
  },
  (table) => [
    index('features_window_idx').on(table.startsAt, table.endsAt),
    check('features_window_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export const featureTitles = pgTable(
  'feature_titles',
  {
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.featureId, table.titleId] }),
    index('feature_titles_title_idx').on(table.titleId),
  ],
);

/**
 * A title distributed only here ('exclusive', 「独占」) or here before anywhere else ('early', 「先行」)
 * during its window.
 */
export const titleExclusives = pgTable(
  'title_exclusives',
  {
    titleId: integer('title_id')
      .primaryKey()
      .references(() => titles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['exclusive', 'early'] }).notNull(),
    ...window,
  },
  (table) => [
    index('title_exclusives_window_idx').on(table.startsAt, table.endsAt),
    check('title_exclusives_window_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** A landing page assembled from data (/lp/dynamic_*): a heading, a lead and a list of titles. */
export const dynamicLandings = pgTable(
  'dynamic_landings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    heading: text('heading').notNull(),
    lead: text('lead').notNull().default(''),
    /** How the /lp/ page lays the titles out. */
    layout: text('layout', { enum: ['single_image', 'vertical_image', 'vertical_no_summary'] }).notNull(),
    ...window,
  },
  (table) => [check('dynamic_landings_window_check', sql`${table.startsAt} < ${table.endsAt}`)],
);

export const dynamicLandingTitles = pgTable(
  'dynamic_landing_titles',
  {
    landingId: integer('landing_id')
      .notNull()
      .references(() => dynamicLandings.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.landingId, table.titleId] })],
);
