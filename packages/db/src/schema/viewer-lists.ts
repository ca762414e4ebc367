/** Lists a member keeps. Owner: apps/api (the viewer-list calls write them). */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { titles } from './catalogue.ts';

/** Titles a member asked never to see again: every list and search leaves them out for that member. */
export const hiddenTitles = pgTable(
  'hidden_titles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.titleId] }),
    index('hidden_titles_title_idx').on(table.titleId),
  ],
);

/** Titles a member keeps to watch later (「マイリスト」), newest first on /my/mylist. */
export const mylistTitles = pgTable(
  'mylist_titles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.titleId] }),
    index('mylist_titles_user_added_idx').on(table.userId, table.addedAt),
    index('mylist_titles_title_idx').on(table.titleId),
  ],
);
