/**
 * Viewing activity. Owner: apps/api (the activity calls write it; the demo seed writes demo views). Rankings
 * are computed from the views and from completed purchases, never stored (decision 0019); the positions are
 * where members left off (decision 0028).
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
  (table) => [
    index('episode_views_viewed_at_idx').on(table.viewedAt, table.titleId),
    // A member's earlier start of the same episode, looked up by every new start (dedupe, decision 0028).
    // Guests' views, most of the table, are never looked up this way.
    index('episode_views_member_episode_idx')
      .on(table.userId, table.episodeId, table.viewedAt)
      .where(sql`${table.userId} is not null`),
  ],
);

/**
 * The client address and tracking id of guests' counted starts, for the limits on how many of them the
 * rankings count (decision 0037). Rows are only of use while a limit looks back at them (an hour): each
 * counted start deletes some older ones, so the table holds about the last hour's and no lasting record of
 * who watched what.
 */
export const guestPlaybackStarts = pgTable(
  'guest_playback_starts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    /** The client address as the API sees it (TRUST_PROXY decides whose X-Forwarded-For counts). */
    clientAddress: text('client_address').notNull(),
    /** The browser's Anime-User-Tracking-Id; null when the call carried none that is well-formed. */
    trackingId: text('tracking_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('guest_playback_starts_address_idx').on(table.clientAddress, table.startedAt),
    index('guest_playback_starts_tracking_idx')
      .on(table.trackingId, table.startedAt)
      .where(sql`${table.trackingId} is not null`),
    index('guest_playback_starts_started_at_idx').on(table.startedAt),
  ],
);

/**
 * Where a member left off in an episode: the player's last reported position, one row per member and
 * episode. Guests keep theirs in local storage instead (decision 0028).
 */
export const watchingPositions = pgTable(
  'watching_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    /** Whole seconds, never past the duration. */
    positionSeconds: integer('position_seconds').notNull(),
    /** The episode's length when the position was reported: the package's duration, else its sec_length. */
    durationSeconds: integer('duration_seconds').notNull(),
    /**
     * The position is at the end (the contract's isFinished, decided when it was reported): out of the
     * continue-watching row, and played again from the beginning.
     */
    finished: boolean('finished').notNull(),
    /** The last report. */
    watchedAt: timestamp('watched_at', { withTimezone: true }).notNull(),
    /** In the continue-watching row; false once the member took it out (the position still resumes). */
    inRow: boolean('in_row').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.episodeId] }),
    index('watching_positions_user_watched_idx').on(table.userId, table.watchedAt.desc()),
    index('watching_positions_episode_idx').on(table.episodeId),
    check(
      'watching_positions_position_check',
      sql`${table.positionSeconds} >= 0 and ${table.positionSeconds} <= ${table.durationSeconds}`,
    ),
  ],
);
