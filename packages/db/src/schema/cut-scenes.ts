/**
 * Where each scene of a cut starts (decision 0059). A title's broadcast and premium cuts of one number are
 * two episode rows whose scenes differ in length; operators mark the scenes of both, in order, so that a
 * viewer switching cuts resumes the same scene rather than the same second. Owner: apps/api (the operator
 * API writes them, the resume lookup reads them); the demo seed writes the demo's.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { episodes } from './catalogue.ts';

export const cutSceneMarkers = pgTable(
  'cut_scene_markers',
  {
    /** The cut: each cut is an episode row of its own. */
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    /** 0 for the first scene; scene N of one cut is scene N of the other. */
    sceneIndex: integer('scene_index').notNull(),
    /** Seconds into the cut's packaged video where the scene starts. */
    startSeconds: integer('start_seconds').notNull(),
  },
  (table) => [
    primaryKey({ name: 'cut_scene_markers_pkey', columns: [table.episodeId, table.sceneIndex] }),
    check('cut_scene_markers_index_check', sql`${table.sceneIndex} >= 0`),
    // The first scene starts the video, so every second of it belongs to a scene.
    check(
      'cut_scene_markers_start_check',
      sql`(${table.sceneIndex} = 0 and ${table.startSeconds} = 0) or (${table.sceneIndex} > 0 and ${table.startSeconds} > 0)`,
    ),
  ],
);
