/**
 * Where viewers left off (spec §7, decision 0028): the player reports its position, the API keeps one
 * position per member and episode, and the continue-watching row lists the episodes not finished.
 * Guests keep the same entries in local storage `watching_episodes` (spec §9).
 */
import { z } from 'zod';
import { DISPLAY_GROUPS } from './constants.ts';
import { pagedList, paginationQuerySchema } from './envelope.ts';
import { episodeUpdateSchema } from './episode-lists.ts';
import { resourceIdSchema } from './ids.ts';

/** How often the player reports its position while playing (and once more on `pagehide`). */
export const PLAYBACK_REPORT_INTERVAL_SECONDS = 10;

/**
 * An episode counts as finished — out of the continue-watching row, and started again from the beginning —
 * once the viewer is within 30 s of its end (the ending credits are longer), or within the last 5 % of a
 * short video.
 */
const FINISHED_WITHIN_SECONDS_OF_END = 30;
const FINISHED_WITHIN_SHARE_OF_SHORT_VIDEO = 0.05;

/** POST /v1/activities/playbacks (JSON body): the player's position in an episode it is playing. */
export const playbackActivitySchema = z.object({
  episode_id: resourceIdSchema,
  position_seconds: z
    .number()
    .min(0)
    .max(24 * 60 * 60),
});
export type PlaybackActivity = z.infer<typeof playbackActivitySchema>;

/** POST /v1/episode_watching_histories (query): a playback started; it counts as a view in the rankings. */
export const episodeWatchingHistoryQuerySchema = z.object({ episode_id: resourceIdSchema });
export type EpisodeWatchingHistoryQuery = z.infer<typeof episodeWatchingHistoryQuerySchema>;

/**
 * GET /v1/users/watching_episodes: paging, most recently watched first; `display_group` keeps one group of
 * titles, so the mature titles' entries are a list of their own (discreet mode, decision 0058).
 */
export const watchingEpisodesQuerySchema = paginationQuerySchema.extend({
  display_group: z
    .enum(DISPLAY_GROUPS)
    .optional()
    .describe("Only the entries of this group's titles (general_group or mature_group); all when absent"),
});
export type WatchingEpisodesQuery = z.infer<typeof watchingEpisodesQuerySchema>;

/**
 * POST /v1/users/watching_episodes (query): take an episode out of the continue-watching row
 * (`visible=false`) or put it back (`visible=true`). Its position is kept either way, so the player still
 * resumes; playing it again puts it back in the row.
 */
export const watchingEpisodeVisibilityQuerySchema = z.object({
  episode_id: resourceIdSchema,
  visible: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export type WatchingEpisodeVisibilityQuery = z.input<typeof watchingEpisodeVisibilityQuerySchema>;

/** One entry of the continue-watching row: the episode with its title's card, and where the viewer is. */
export const watchingEpisodeSchema = z.object({
  episode: episodeUpdateSchema,
  position_seconds: z.number().int(),
  duration_seconds: z.number().int(),
  watched_at: z.string().describe('ISO 8601, Japan time: the last report of a position'),
});
export type WatchingEpisode = z.infer<typeof watchingEpisodeSchema>;
export const watchingEpisodeListSchema = pagedList(watchingEpisodeSchema);
export type WatchingEpisodeList = z.infer<typeof watchingEpisodeListSchema>;

/**
 * A guest's entry in local storage `watching_episodes` (the newest first, at most
 * GUEST_WATCHING_EPISODES_LIMIT): the same facts as a member's, keyed by episode id.
 */
export const guestWatchingEntrySchema = z.object({
  episode_id: z.number().int(),
  position_seconds: z.number().int().min(0),
  duration_seconds: z.number().int().min(0),
  watched_at: z.string(),
  visible: z.boolean(),
});
export type GuestWatchingEntry = z.infer<typeof guestWatchingEntrySchema>;
export const GUEST_WATCHING_EPISODES_LIMIT = 20;

/** Whether a position is close enough to the end for the episode to count as finished. */
export function isFinished(positionSeconds: number, durationSeconds: number): boolean {
  const margin = Math.min(FINISHED_WITHIN_SECONDS_OF_END, durationSeconds * FINISHED_WITHIN_SHARE_OF_SHORT_VIDEO);
  return durationSeconds > 0 && positionSeconds >= durationSeconds - margin;
}

/** GET /v1/users/title_access?title_id= */
export const titleAccessQuerySchema = z.object({ title_id: resourceIdSchema });
export type TitleAccessQuery = z.infer<typeof titleAccessQuerySchema>;

/**
 * What the signed-in member holds of one title, for the title page's primary action and plan advice: their
 * open plan, the title's episodes they own (bought, or by a ticket), and where they last left off in it.
 */
export const titleAccessSchema = z.object({
  plan_id: z.number().int().nullable().describe('the open plan: 1 lite, 2 premium; null for a free member'),
  owned_episode_ids: z.array(z.number().int()),
  resume: z
    .object({
      episode_id: z.number().int(),
      position_seconds: z.number().int(),
      duration_seconds: z.number().int(),
    })
    .nullable()
    .describe('the most recently watched episode of the title the member has not finished; null when none'),
});
export type TitleAccess = z.infer<typeof titleAccessSchema>;
