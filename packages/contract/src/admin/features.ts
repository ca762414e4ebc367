/**
 * Features (特集) in the operator console (decision 0063): a named, windowed, ordered list of titles. The list
 * pages and searches; the form holds the slug, name, description, window and place; the titles are saved as
 * one ordered list (added, removed and moved in the console, sent whole). The preview answers the state at a
 * chosen time. Every refusal is in Japanese, and the console shows the same message beside the field.
 */
import { z } from 'zod';
import { pagedList } from '../envelope.ts';
import { isoInstantSchema, optionalText, requiredText } from './catalogue-fields.ts';
import { HOME_SLIDE_STATES } from './home-slides.ts';
import { adminCollectionTitleSchema, COLLECTION_MESSAGES, windowEndsAfterStart } from './title-collections.ts';

export const FEATURE_NAME_MAX_LENGTH = 60;
export const FEATURE_DESCRIPTION_MAX_LENGTH = 400;

export const FEATURE_MESSAGES = {
  slugShape: 'スラッグは英小文字か数字で始まる64文字以内の英小文字・数字・「-」で入力してください。',
  notFound: 'この特集は見つかりません。一覧を読み込み直してください。',
} as const;

const FEATURE_SLUG_SHAPE = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const adminFeatureSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  position: z.number().int().describe('smaller first on the home page'),
  state: z.enum(HOME_SLIDE_STATES).describe('at the request’s now, or at `at` when asked'),
  title_count: z.number().int(),
});
export type AdminFeatureSummary = z.infer<typeof adminFeatureSummarySchema>;

export const adminFeatureSchema = adminFeatureSummarySchema.extend({
  titles: z.array(adminCollectionTitleSchema).describe('in the feature’s order'),
});
export type AdminFeature = z.infer<typeof adminFeatureSchema>;

export const adminFeatureListSchema = pagedList(adminFeatureSummarySchema);
export type AdminFeatureList = z.infer<typeof adminFeatureListSchema>;

export const adminFeatureWriteSchema = z
  .object({
    slug: z
      .string({ error: FEATURE_MESSAGES.slugShape })
      .trim()
      .regex(FEATURE_SLUG_SHAPE, { error: FEATURE_MESSAGES.slugShape }),
    name: requiredText('特集名', FEATURE_NAME_MAX_LENGTH),
    description: optionalText('説明', FEATURE_DESCRIPTION_MAX_LENGTH),
    starts_at: isoInstantSchema,
    ends_at: isoInstantSchema,
    position: z
      .number({ error: '表示順は数字で入力してください。' })
      .int({ error: '表示順は整数で入力してください。' })
      .min(0, { error: '表示順は0以上で入力してください。' })
      .max(10_000, { error: '表示順は10000以下で入力してください。' })
      .default(0),
  })
  .refine(windowEndsAfterStart, {
    error: COLLECTION_MESSAGES.windowOrder,
    path: ['ends_at'],
  });
export type AdminFeatureWriteRequest = z.input<typeof adminFeatureWriteSchema>;
export type AdminFeatureForm = z.output<typeof adminFeatureWriteSchema>;
