/**
 * Genres and genre groups in the operator console (decision 0046): the list in the order viewers see, creating,
 * renaming, reordering, and merging one genre into another. The explicit orders (`ids`) are shared with tags.
 */
import { z } from 'zod';
import { kanaReadingSchema, requiredText, TAXONOMY_NAME_MAX_LENGTH } from './catalogue-fields.ts';

export const adminGenreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string(),
  genre_group_id: z.number().int(),
  title_count: z.number().int().describe('titles in the genre, drafts included'),
});
export type AdminGenre = z.infer<typeof adminGenreSchema>;

export const adminGenreGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  genres: z.array(adminGenreSchema).describe('in the order viewers see them'),
});
export type AdminGenreGroup = z.infer<typeof adminGenreGroupSchema>;

export const adminGenreGroupListSchema = z.object({
  items: z.array(adminGenreGroupSchema).describe('in the order viewers see them'),
});
export type AdminGenreGroupList = z.infer<typeof adminGenreGroupListSchema>;

export const adminGenreGroupWriteSchema = z.object({
  name: requiredText('ジャンルグループ名', TAXONOMY_NAME_MAX_LENGTH),
});
export type AdminGenreGroupWriteRequest = z.input<typeof adminGenreGroupWriteSchema>;

const pickedId = (message: string) => z.number({ error: message }).int({ error: message }).min(1, { error: message });

/** A genre's form; a genre moved to another group goes to the end of it. */
export const adminGenreWriteSchema = z.object({
  name: requiredText('ジャンル名', TAXONOMY_NAME_MAX_LENGTH),
  name_kana: kanaReadingSchema,
  genre_group_id: pickedId('ジャンルグループを選んでください。'),
});
export type AdminGenreWriteRequest = z.input<typeof adminGenreWriteSchema>;
/** The form as the API reads it: trimmed, the reading in hiragana. */
export type AdminGenreForm = z.output<typeof adminGenreWriteSchema>;

export const adminGenreMergeSchema = z.object({ into_genre_id: pickedId('統合先のジャンルを選んでください。') });
export type AdminGenreMergeRequest = z.input<typeof adminGenreMergeSchema>;

/** The most items one explicit order lists: every tag of the catalogue, with room to grow. */
export const MAX_ORDERED_ITEMS = 2000;

/** An explicit order: every item of the list, each once, first shown first. */
export const adminOrderSchema = z.object({
  ids: z
    .array(pickedId('並び順の指定が正しくありません。'), { error: '並び順を指定してください。' })
    .min(1, { error: '並び順を指定してください。' })
    .max(MAX_ORDERED_ITEMS, { error: `並び順は${MAX_ORDERED_ITEMS}件までです。` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '並び順に同じ項目が重複しています。' })
    .describe('every item of the list, each once, in the new order'),
});
export type AdminOrderRequest = z.input<typeof adminOrderSchema>;
