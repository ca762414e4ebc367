/**
 * What the console's named, windowed, ordered lists of titles share — features (特集) and dynamic landings
 * (decision 0063): the list's search, the titles in order, the whole list sent back, and the window's messages.
 */
import { z } from 'zod';
import { paginationQuerySchema } from '../envelope.ts';
import { isoInstantSchema } from './catalogue-fields.ts';

/** Enough for any editorial shelf or landing page. */
export const COLLECTION_TITLES_MAX = 100;

export const COLLECTION_MESSAGES = {
  slugTaken: 'このスラッグはすでに使われています。',
  windowOrder: '終了日時は開始日時より後にしてください。',
  titleNotFound: '指定した作品が見つかりません。',
} as const;

export const adminCollectionTitleSchema = z.object({ id: z.number().int(), name: z.string() });

export const adminCollectionListQuerySchema = paginationQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, { error: '検索語は100文字以内で入力してください。' })
    .optional()
    .describe('part of the name or of the slug'),
});
export type AdminCollectionListQuery = Partial<z.output<typeof adminCollectionListQuerySchema>>;

/** The preview's instant: the state the list will have then. */
export const adminCollectionQuerySchema = z.object({
  at: isoInstantSchema.optional().describe('answer the state at this instant instead of now'),
});

/** The whole list of titles, first shown first; the console adds, removes and moves, then sends it. */
export const adminCollectionTitlesWriteSchema = z.object({
  title_ids: z
    .array(
      z.number({ error: '作品の指定が正しくありません。' }).int().min(1, { error: '作品の指定が正しくありません。' }),
      {
        error: '作品の指定が正しくありません。',
      },
    )
    .max(COLLECTION_TITLES_MAX, { error: `作品は${COLLECTION_TITLES_MAX}件までです。` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '同じ作品が重複しています。' }),
});
export type AdminCollectionTitlesWriteRequest = z.input<typeof adminCollectionTitlesWriteSchema>;

/** A window's two ends, refused in Japanese beside the end unless it ends after it starts. */
export function windowEndsAfterStart(window: { starts_at: string; ends_at: string }): boolean {
  return Date.parse(window.ends_at) > Date.parse(window.starts_at);
}
