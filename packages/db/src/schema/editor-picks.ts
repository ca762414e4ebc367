/**
 * Editor picks: the titles that lead the home's 「おすすめ」 (decision 0064). Owner: apps/api (editors write the
 * rows through the admin API). A list is in force inside its window (starts_at ≤ now < ends_at); when windows
 * overlap, the one that started last wins, so a short campaign list can sit over a long-running one.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { titles } from './catalogue.ts';

export const editorPicks = pgTable(
  'editor_picks',
  {
    id: serial('id').primaryKey(),
    /** The editors' own name for the list; viewers never see it. */
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('editor_picks_window_idx').on(table.startsAt, table.endsAt),
    check('editor_picks_window_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export const editorPickTitles = pgTable(
  'editor_pick_titles',
  {
    pickId: integer('pick_id')
      .notNull()
      .references(() => editorPicks.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pickId, table.titleId] })],
);
