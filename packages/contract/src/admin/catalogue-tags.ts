/** Tags in the operator console: the list, creating, renaming and merging one into another (decision 0046). */
import { z } from 'zod';
import { requiredText, TAXONOMY_NAME_MAX_LENGTH } from './catalogue-fields.ts';

export const adminTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title_count: z.number().int().describe('titles carrying the tag, drafts included'),
});
export type AdminTag = z.infer<typeof adminTagSchema>;

export const adminTagListSchema = z.object({ items: z.array(adminTagSchema) });

export const adminTagWriteSchema = z.object({ name: requiredText('タグ名', TAXONOMY_NAME_MAX_LENGTH) });
export type AdminTagWriteRequest = z.input<typeof adminTagWriteSchema>;

export const adminTagMergeSchema = z.object({
  into_tag_id: z
    .number({ error: '統合先のタグを選んでください。' })
    .int()
    .min(1, { error: '統合先のタグを選んでください。' }),
});
export type AdminTagMergeRequest = z.input<typeof adminTagMergeSchema>;
