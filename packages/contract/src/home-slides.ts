/**
 * The home page's key-visual carousel for viewers (decision 0053): the slides running now for this viewer's
 * audience, first shown first. Operators edit the same rows (admin/home-slides.ts).
 */
import { z } from 'zod';
import { imageSchema } from './images.ts';

/** Who a slide is shown to: guests, signed-in members without a plan, and each plan's members. */
export const HOME_SLIDE_AUDIENCES = ['guest', 'free', 'lite', 'premium'] as const;
export type HomeSlideAudience = (typeof HOME_SLIDE_AUDIENCES)[number];

export const homeSlideSchema = z.object({
  id: z.number().int(),
  headline: z.string().describe('the large line: usually the title or campaign name'),
  line: z.string().describe('one line of copy under it; may be empty'),
  image: imageSchema.describe('16:9 key visual; an upload carries its variants for srcset'),
  path: z.string().describe("the slide's link inside the site: /titles/{id} or /campaigns/{slug}"),
  is_mature: z.boolean().describe('the slide leads to a mature title: its artwork is blurred in discreet mode'),
});
export type HomeSlide = z.infer<typeof homeSlideSchema>;

export const homeSlidesSchema = z.object({
  items: z.array(homeSlideSchema).describe('in the carousel’s order'),
});
export type HomeSlides = z.infer<typeof homeSlidesSchema>;
