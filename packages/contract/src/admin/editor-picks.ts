/**
 * Editor picks in the operator console (decision 0064): a named, windowed, ordered list of titles that leads the
 * home's 「おすすめ」 while it is in force — the features' shape, edited by the same collection parts. Where
 * windows overlap, the list that started last is in force. Every refusal is in Japanese.
 */
import { z } from 'zod';
import { pagedList } from '../envelope.ts';
import { isoInstantSchema, requiredText } from './catalogue-fields.ts';
import { HOME_SLIDE_STATES } from './home-slides.ts';
import { adminCollectionTitleSchema, COLLECTION_MESSAGES, windowEndsAfterStart } from './title-collections.ts';

export const EDITOR_PICK_NAME_MAX_LENGTH = 80;

export const EDITOR_PICK_MESSAGES = {
  notFound: 'このおすすめの予定は見つかりません。一覧を読み込み直してください。',
} as const;

export const adminEditorPickSummarySchema = z.object({
  id: z.number().int(),
  name: z.string().describe('the editors’ own name; viewers never see it'),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(HOME_SLIDE_STATES).describe('of its window, at the request’s now or at `at` when asked'),
  title_count: z.number().int(),
});
export type AdminEditorPickSummary = z.infer<typeof adminEditorPickSummarySchema>;

export const adminEditorPickSchema = adminEditorPickSummarySchema.extend({
  titles: z.array(adminCollectionTitleSchema).describe('first shown first'),
});
export type AdminEditorPick = z.infer<typeof adminEditorPickSchema>;

export const adminEditorPickListSchema = pagedList(adminEditorPickSummarySchema);
export type AdminEditorPickList = z.infer<typeof adminEditorPickListSchema>;

/** The preview: the list viewers get at a chosen instant (null when none is in force). */
export const adminEditorPickCurrentSchema = z.object({ pick: adminEditorPickSchema.nullable() });
export type AdminEditorPickCurrent = z.infer<typeof adminEditorPickCurrentSchema>;

export const adminEditorPickWriteSchema = z
  .object({
    name: requiredText('名前', EDITOR_PICK_NAME_MAX_LENGTH),
    starts_at: isoInstantSchema,
    ends_at: isoInstantSchema,
  })
  .refine(windowEndsAfterStart, { error: COLLECTION_MESSAGES.windowOrder, path: ['ends_at'] });
export type AdminEditorPickWriteRequest = z.input<typeof adminEditorPickWriteSchema>;
export type AdminEditorPickForm = z.output<typeof adminEditorPickWriteSchema>;
