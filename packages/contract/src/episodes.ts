import { z } from 'zod';
import { EPISODE_CUTS } from './constants.ts';
import { resourceIdSchema } from './ids.ts';
import { imageSchema } from './images.ts';

export const episodeIdSchema = resourceIdSchema;

export const episodeSummarySchema = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  number: z.number().int(),
  prefix_name: z.string(),
  name: z.string(),
  summary: z.string(),
  sec_length: z.number().int(),
  thumbnail: imageSchema,
  released_at: z.string().describe('ISO 8601 with offset'),
  is_free: z.boolean(),
  price_points: z.number().int().nullable().describe('null when not sold individually'),
  included_plan_ids: z.array(z.number().int()).describe('plans whose members may watch it: 1 lite, 2 premium'),
  cut: z.enum(EPISODE_CUTS),
});
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;
