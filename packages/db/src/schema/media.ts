/**
 * Packaged video. Owner: apps/api — the media pipeline of packages/media writes these rows through the
 * operator commands and the launcher's demo media step; only the API's licence endpoint reads keys, and
 * releases one only after an entitlement check. Keys never sit next to the media files (decision 0035).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { episodes, titles } from './catalogue.ts';

/**
 * CENC content keys (128-bit, hex), one per package: every packaged episode — and so every cut, each an
 * episode row of its own — is encrypted with a key no other episode shares, so a licence for one episode can
 * never decrypt another. A new package of the same episode gets a new key.
 */
export const contentKeys = pgTable(
  'content_keys',
  {
    /** The key id carried in the media (hex, 32 characters). */
    keyId: text('key_id').primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    /** The content key (hex, 32 characters). */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The target of episode_media's composite foreign key: a package can only name a key of its own episode.
  (table) => [unique('content_keys_episode_id_key_id_unique').on(table.episodeId, table.keyId)],
);

/**
 * Before decision 0035 every episode of a title was encrypted with one key per title. Kept only until
 * `npm run media:rekey` has re-encrypted the packages that still use it; nothing releases these keys.
 */
export const titleMediaKeys = pgTable('title_media_keys', {
  titleId: integer('title_id')
    .primaryKey()
    .references(() => titles.id, { onDelete: 'cascade' }),
  keyId: text('key_id').notNull().unique(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where an episode's packaged media is, and what the player needs to know about it. */
export const episodeMedia = pgTable(
  'episode_media',
  {
    episodeId: integer('episode_id')
      .primaryKey()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    /** Folder of the package under the media root (e.g. `video/<asset>`), holding `manifest.mpd` and `master.m3u8`. */
    assetPath: text('asset_path').notNull(),
    /**
     * The key the package is encrypted with, always one of this episode's own. Null only for a package made
     * with its title's key before decision 0035: not playable until `npm run media:rekey` re-encrypts it.
     */
    keyId: text('key_id'),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Rendition heights, e.g. {360,720}. */
    renditionHeights: integer('rendition_heights').array().notNull(),
    /** The opening, for the skip-opening button; null when the episode has none. */
    openingStartSeconds: integer('opening_start_seconds'),
    openingEndSeconds: integer('opening_end_seconds'),
    /** Where the ending starts (never skipped automatically). */
    endingStartSeconds: integer('ending_start_seconds'),
    /** Where the ending ends, when a scene follows it; null when it runs to the end of the video. */
    endingEndSeconds: integer('ending_end_seconds'),
    /** 360° equirectangular video, played in the VR player view. */
    isVr: boolean('is_vr').notNull().default(false),
    packagedAt: timestamp('packaged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'episode_media_own_content_key_fk',
      columns: [table.episodeId, table.keyId],
      foreignColumns: [contentKeys.episodeId, contentKeys.keyId],
    }),
    // The markers an operator edits (decision 0046): each span inside the video and in order, the opening
    // given whole or not at all, an ending's end only after its start.
    check(
      'episode_media_opening_check',
      sql`(${table.openingStartSeconds} is null and ${table.openingEndSeconds} is null) or
        (0 <= ${table.openingStartSeconds} and ${table.openingStartSeconds} < ${table.openingEndSeconds}
          and ${table.openingEndSeconds} <= ${table.durationSeconds})`,
    ),
    check(
      'episode_media_ending_check',
      sql`(${table.endingStartSeconds} is null and ${table.endingEndSeconds} is null) or
        (0 <= ${table.endingStartSeconds} and ${table.endingStartSeconds} < ${table.durationSeconds}
          and (${table.endingEndSeconds} is null or
            (${table.endingStartSeconds} < ${table.endingEndSeconds} and ${table.endingEndSeconds} <= ${table.durationSeconds})))`,
    ),
  ],
);
