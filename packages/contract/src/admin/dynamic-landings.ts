/**
 * Dynamic landing pages (/lp/{slug}) in the operator console (decision 0063): a heading, a lead, a layout and a
 * window over an ordered list of titles — the features' shape, edited by the same collection parts. Every
 * refusal is in Japanese, and the console shows the same message beside the field.
 */
import { z } from 'zod';
import { DYNAMIC_LANDING_LAYOUTS } from '../discovery.ts';
import { pagedList } from '../envelope.ts';
import { isoInstantSchema, optionalText, requiredText } from './catalogue-fields.ts';
import { HOME_SLIDE_STATES } from './home-slides.ts';
import { adminCollectionTitleSchema, COLLECTION_MESSAGES, windowEndsAfterStart } from './title-collections.ts';

export const DYNAMIC_LANDING_HEADING_MAX_LENGTH = 80;
export const DYNAMIC_LANDING_LEAD_MAX_LENGTH = 400;

export const DYNAMIC_LANDING_LAYOUT_LABELS: Record<(typeof DYNAMIC_LANDING_LAYOUTS)[number], string> = {
  single_image: '大きな画像で1列',
  vertical_image: '画像つきの縦並び',
  vertical_no_summary: 'あらすじなしの縦並び',
};

export const DYNAMIC_LANDING_MESSAGES = {
  slugShape: 'スラッグは64文字以内の英小文字・数字・「_」「-」で入力してください（例: dynamic_spring）。',
  notFound: 'このランディングページは見つかりません。一覧を読み込み直してください。',
} as const;

export const adminDynamicLandingSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().describe('the page is /lp/{slug}'),
  heading: z.string(),
  lead: z.string(),
  layout: z.enum(DYNAMIC_LANDING_LAYOUTS),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(HOME_SLIDE_STATES).describe('at the request’s now, or at `at` when asked'),
  title_count: z.number().int(),
});
export type AdminDynamicLandingSummary = z.infer<typeof adminDynamicLandingSummarySchema>;

export const adminDynamicLandingSchema = adminDynamicLandingSummarySchema.extend({
  titles: z.array(adminCollectionTitleSchema).describe('in the page’s order'),
});
export type AdminDynamicLanding = z.infer<typeof adminDynamicLandingSchema>;

export const adminDynamicLandingListSchema = pagedList(adminDynamicLandingSummarySchema);
export type AdminDynamicLandingList = z.infer<typeof adminDynamicLandingListSchema>;

export const adminDynamicLandingWriteSchema = z
  .object({
    slug: z
      .string({ error: DYNAMIC_LANDING_MESSAGES.slugShape })
      .trim()
      .regex(/^[a-z0-9_-]{1,64}$/, { error: DYNAMIC_LANDING_MESSAGES.slugShape }),
    heading: requiredText('見出し', DYNAMIC_LANDING_HEADING_MAX_LENGTH),
    lead: optionalText('リード文', DYNAMIC_LANDING_LEAD_MAX_LENGTH),
    layout: z.enum(DYNAMIC_LANDING_LAYOUTS, { error: 'レイアウトを一覧から選んでください。' }),
    starts_at: isoInstantSchema,
    ends_at: isoInstantSchema,
  })
  .refine(windowEndsAfterStart, { error: COLLECTION_MESSAGES.windowOrder, path: ['ends_at'] });
export type AdminDynamicLandingWriteRequest = z.input<typeof adminDynamicLandingWriteSchema>;
export type AdminDynamicLandingForm = z.output<typeof adminDynamicLandingWriteSchema>;
