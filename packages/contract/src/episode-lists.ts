/** Episode lists (decision 0019). */
import { z } from 'zod';
import { titleListQuerySchema } from './catalogue-query.ts';
import { pagedList } from './envelope.ts';
import { episodeSummarySchema } from './episodes.ts';
import { episodeDetailSchema } from './purchases.ts';
import { titleCardSchema } from './titles.ts';

/**
 * GET /v1/episode/newly_updates (broadcast cuts) and GET /v1/scene/newly_updates (premium cuts, the
 * uncut scenes): episodes released by now, newest first, each with its title's card. Title filters apply
 * to the episode's title.
 */
export const episodeUpdateQuerySchema = titleListQuerySchema.omit({ sort: true });
export type EpisodeUpdateQuery = z.infer<typeof episodeUpdateQuerySchema>;
export const episodeUpdateSchema = episodeSummarySchema.extend({ title: titleCardSchema });
export type EpisodeUpdate = z.infer<typeof episodeUpdateSchema>;
export const episodeUpdateListSchema = pagedList(episodeUpdateSchema);
export type EpisodeUpdateList = z.infer<typeof episodeUpdateListSchema>;

/**
 * GET /v2/episodes/{id}: what the player needs — v1's answer plus the neighbouring episodes of the same
 * cut and the other cut of the same episode, each null when there is none.
 */
export const episodeV2Schema = episodeDetailSchema.extend({
  previous_episode_id: z.number().int().nullable(),
  next_episode_id: z.number().int().nullable(),
  other_cut_episode_id: z.number().int().nullable(),
});
export type EpisodeV2 = z.infer<typeof episodeV2Schema>;
