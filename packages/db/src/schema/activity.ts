/**
 * Viewing activity. Owner: apps/api (the playback activity call writes it; the demo seed writes demo
 * activity). Rankings are computed from it and from completed purchases, never stored (decision 0019).
 */
import { bigserial, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { episodes, titles } from './catalogue.ts';

/** One started playback of an episode. Guests' views count too (user_id null). */
export const episodeViews = pgTable(
  'episode_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    /** The episode's title, kept here so that rankings group views without joining every episode. */
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('episode_views_viewed_at_idx').on(table.viewedAt, table.titleId)],
);
