/**
 * Bookkeeping of the demo seed. Owner: the demo seed in packages/db (run by the launcher); no service
 * writes it. One row: when the catalogue was anchored in time and what was written.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const demoSeed = pgTable(
  'demo_seed',
  {
    id: smallint('id').primaryKey().default(1),
    /**
     * The "now" the demo catalogue's dates are relative to: the moment of the first seed, kept so that
     * restarts do not move every title's availability window.
     */
    referenceDate: timestamp('reference_date', { withTimezone: true }).notNull(),
    /** Fingerprint of the rows last written; an unchanged catalogue is not written again. */
    contentHash: text('content_hash').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('demo_seed_single_row_check', sql`${table.id} = 1`)],
);
