/**
 * The order of the home page's sections (decision 0064). Owner: apps/api (editors write the rows through the
 * admin API). A layout is in force from starts_at until ends_at (or until a later layout starts); with none in
 * force the home keeps its built-in order. `sections` lists every section once, first shown first.
 */
import type { HomeSectionSlot } from '@hanabi/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';

export const homeLayouts = pgTable(
  'home_layouts',
  {
    id: serial('id').primaryKey(),
    sections: jsonb('sections').$type<HomeSectionSlot[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: in force until a later layout starts. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('home_layouts_window_idx').on(table.startsAt, table.endsAt),
    check('home_layouts_window_check', sql`${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`),
  ],
);
