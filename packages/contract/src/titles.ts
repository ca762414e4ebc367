import { z } from 'zod';
import { DISPLAY_GROUPS } from './constants.ts';
import { pagedList } from './envelope.ts';
import { episodeSummarySchema } from './episodes.ts';
import { resourceIdSchema } from './ids.ts';
import { imageSchema } from './images.ts';

export const titleIdSchema = resourceIdSchema;
export const titleParamsSchema = z.object({ id: titleIdSchema });

const namedSchema = z.object({ id: z.number().int(), name: z.string() });

/** What a list shows of a title: enough for a card. */
export const titleCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string(),
  design_type: z.number().int(),
  display_group: z.enum(DISPLAY_GROUPS),
  is_age_restriction_r18: z.boolean(),
  key_art: imageSchema,
  poster: imageSchema,
  episode_count: z.number().int(),
});
export type TitleCard = z.infer<typeof titleCardSchema>;

export const titleSchema = titleCardSchema.extend({
  synopsis: z.string(),
  production_company: z.string(),
  copyright: z.string(),
  production_year: z.number().int().nullable(),
  genres: z.array(namedSchema),
  tags: z.array(namedSchema),
  cast: z.array(z.object({ character: z.string(), name: z.string() })),
  staff: z.array(z.object({ role: z.string(), name: z.string() })),
  available_from: z.string(),
  available_until: z.string(),
  episodes: z.array(episodeSummarySchema),
});
export type Title = z.infer<typeof titleSchema>;

export const titleCardListSchema = pagedList(titleCardSchema);
export type TitleCardList = z.infer<typeof titleCardListSchema>;
