/** Genre groups and dynamic landing pages (decision 0019). */
import { z } from 'zod';
import { titleFiltersSchema } from './catalogue-query.ts';
import { titleCardSchema } from './titles.ts';

/** GET /v1/genre_groups: every group with its genres, in display order, with how many titles are available now. */
export const genreGroupsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      genres: z.array(
        z.object({ id: z.number().int(), name: z.string(), name_kana: z.string(), title_count: z.number().int() }),
      ),
    }),
  ),
});
export type GenreGroups = z.infer<typeof genreGroupsSchema>;

export const DYNAMIC_LANDING_LAYOUTS = ['single_image', 'vertical_image', 'vertical_no_summary'] as const;

/**
 * GET /v1/dynamic_landings?slug=: a running landing page; 404 outside its window or when unknown. Its titles
 * take the filters of every title list, so a landing shows mature titles only when display_group asks for them.
 */
export const dynamicLandingQuerySchema = titleFiltersSchema.extend({
  slug: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'slug must be 1–64 lower-case letters, digits, _ or -'),
});
export type DynamicLandingQuery = z.infer<typeof dynamicLandingQuerySchema>;
export const dynamicLandingSchema = z.object({
  slug: z.string(),
  heading: z.string(),
  lead: z.string(),
  layout: z.enum(DYNAMIC_LANDING_LAYOUTS),
  starts_at: z.string(),
  ends_at: z.string(),
  titles: z.array(titleCardSchema.extend({ synopsis: z.string() })),
});
export type DynamicLanding = z.infer<typeof dynamicLandingSchema>;
