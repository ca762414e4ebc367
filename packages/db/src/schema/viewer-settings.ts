/** A member's viewing preferences. Owner: apps/api (the viewer settings calls write them). */
import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A member's viewing preferences, one row per member that changed one (no row: the defaults). Guests keep
 * theirs in a cookie of their browser instead (decision 0058).
 */
export const viewerSettings = pgTable('viewer_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Discreet mode: mature artwork blurred, mature titles out of the continue-watching row, a neutral tab title. */
  discreet: boolean('discreet').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
