/**
 * Packaged video (issue 7). Owner: apps/api — the media pipeline of packages/media writes these rows through
 * the API's operator command and the launcher's demo media step; only the API reads keys, and releases them
 * after an entitlement check. Keys never sit next to the media files.
 */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { episodes, titles } from './catalogue.ts';

/** One CENC content key per title (128-bit, hex): every episode of the title is encrypted with it. */
export const titleMediaKeys = pgTable('title_media_keys', {
  titleId: integer('title_id')
    .primaryKey()
    .references(() => titles.id, { onDelete: 'cascade' }),
  /** The key id carried in the media (hex, 32 characters). */
  keyId: text('key_id').notNull().unique(),
  /** The content key (hex, 32 characters). */
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where an episode's packaged media is, and what the player needs to know about it. */
export const episodeMedia = pgTable('episode_media', {
  episodeId: integer('episode_id')
    .primaryKey()
    .references(() => episodes.id, { onDelete: 'cascade' }),
  /** Folder of the package under the media root (e.g. `video/<asset>`), holding `manifest.mpd` and `master.m3u8`. */
  assetPath: text('asset_path').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  /** Rendition heights, e.g. {360,720}. */
  renditionHeights: integer('rendition_heights').array().notNull(),
  /** The opening, for the skip-opening button; null when the episode has none. */
  openingStartSeconds: integer('opening_start_seconds'),
  openingEndSeconds: integer('opening_end_seconds'),
  /** Where the ending starts (never skipped automatically). */
  endingStartSeconds: integer('ending_start_seconds'),
  /** 360° equirectangular video, played in the VR player view. */
  isVr: boolean('is_vr').notNull().default(false),
  packagedAt: timestamp('packaged_at', { withTimezone: true }).notNull().defaultNow(),
});
