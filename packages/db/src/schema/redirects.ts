/**
 * Redirects by path (spec §2 navigation rule 4). Owner: apps/api, which answers the web server's lookups;
 * operators manage the rows (decision 0017). The checks repeat the contract's rules for paths and
 * locations, so that a row written by hand cannot send viewers somewhere the web client would refuse.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    /** The page path as a URL carries it, without query or trailing slash ('/campaigns/old'). */
    fromPath: text('from_path').notNull().unique(),
    /** An absolute http(s) URL (a full page load) or a path of this site, query allowed ('/notices?x=1'). */
    toLocation: text('to_location').notNull(),
    /** 301 moved for good, 302 moved for now. */
    status: smallint('status').notNull().default(302),
    /** Switched off rather than deleted, so an operator can bring it back as it was. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'redirects_from_path_check',
      sql`char_length(${table.fromPath}) <= 1024
        and ${table.fromPath} ~ '^/([^/].*)?$'
        and ${table.fromPath} !~ './$'
        and ${table.fromPath} !~ '[?#[:cntrl:][:space:]\\\\]'`,
    ),
    check(
      'redirects_to_location_check',
      sql`char_length(${table.toLocation}) <= 2048
        and ${table.toLocation} !~ '[[:cntrl:][:space:]\\\\]'
        and (${table.toLocation} ~* '^https?://[^/?#]+([/?#].*)?$' or ${table.toLocation} ~ '^/([^/].*)?$')`,
    ),
    check('redirects_status_check', sql`${table.status} in (301, 302)`),
    check('redirects_not_to_itself_check', sql`${table.toLocation} <> ${table.fromPath}`),
  ],
);
