/**
 * Titles in the operator console (`catalogue:read` to look, `catalogue:write` to change; decision 0046): the
 * list with search, filters, sorts and paging, one title with everything the form edits, and the form itself.
 * A title is created as a draft; publishing is its own call.
 */
import { z } from 'zod';
import { DISPLAY_GROUPS } from '../constants.ts';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { titleCardSchema, titleSchema } from '../titles.ts';
import {
  CATALOGUE_MESSAGES,
  CREDIT_NAME_MAX_LENGTH,
  idListSchema,
  isoInstantSchema,
  kanaReadingSchema,
  optionalText,
  PUBLICATION_STATUSES,
  requiredText,
  SYNOPSIS_MAX_LENGTH,
  TITLE_NAME_MAX_LENGTH,
} from './catalogue-fields.ts';

export const DISPLAY_GROUP_LABELS: Record<(typeof DISPLAY_GROUPS)[number], string> = {
  general_group: '一般',
  mature_group: '成人向け',
};
export const DESIGN_TYPE_LABELS: Record<0 | 1 | 2, string> = { 0: 'コミック', 1: 'アニメ', 2: 'ゲーム' };

export const ADMIN_TITLE_SORTS = ['updated', 'kana', 'newest'] as const;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'true か false で指定してください。' })
  .transform((v) => v === 'true');

export const adminTitleListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(TITLE_NAME_MAX_LENGTH).optional().describe('part of the name or of the kana reading'),
  status: z.enum(PUBLICATION_STATUSES, { error: '公開状態は draft か published で指定してください。' }).optional(),
  display_group: z.enum(DISPLAY_GROUPS, { error: '表示グループを一覧から選んでください。' }).optional(),
  r18: booleanQuery.optional(),
  sort: z
    .enum(ADMIN_TITLE_SORTS, { error: '並び順を一覧から選んでください。' })
    .default('updated')
    .describe('updated: last changed first; kana: reading order; newest: latest available_from first'),
});
export type AdminTitleListQuery = z.input<typeof adminTitleListQuerySchema>;

const personName = requiredText('名前', CREDIT_NAME_MAX_LENGTH);
const castSchema = z.object({ character: requiredText('役名', CREDIT_NAME_MAX_LENGTH), name: personName });
const staffSchema = z.object({ role: requiredText('役職', CREDIT_NAME_MAX_LENGTH), name: personName });

const exclusiveSchema = z
  .object({
    kind: z.enum(['exclusive', 'early'], { error: '独占か先行かを選んでください。' }),
    starts_at: isoInstantSchema,
    ends_at: isoInstantSchema,
  })
  .refine((window) => Date.parse(window.starts_at) < Date.parse(window.ends_at), {
    error: '独占・先行の終了日時は開始日時より後にしてください。',
    path: ['ends_at'],
  });

export const adminTitleWriteSchema = z
  .object({
    name: requiredText('作品名', TITLE_NAME_MAX_LENGTH),
    name_kana: kanaReadingSchema,
    synopsis: optionalText('あらすじ', SYNOPSIS_MAX_LENGTH),
    production_company: optionalText('制作会社', CREDIT_NAME_MAX_LENGTH),
    copyright: optionalText('コピーライト', CREDIT_NAME_MAX_LENGTH),
    production_year: z
      .number({ error: '制作年は数字で入力してください。' })
      .int({ error: '制作年は数字で入力してください。' })
      .min(1900, { error: '制作年は1900年から2100年の間で入力してください。' })
      .max(2100, { error: '制作年は1900年から2100年の間で入力してください。' })
      .nullable()
      .default(null),
    design_type: z.union([z.literal(0), z.literal(1), z.literal(2)], {
      error: '作品の種類はコミック・アニメ・ゲームから選んでください。',
    }),
    display_group: z.enum(DISPLAY_GROUPS, { error: '表示グループを一覧から選んでください。' }),
    is_age_restriction_r18: z.boolean({ error: 'R18 かどうかを選んでください。' }),
    available_from: isoInstantSchema,
    available_until: isoInstantSchema,
    genre_ids: idListSchema('ジャンル'),
    tag_ids: idListSchema('タグ'),
    cast: z.array(castSchema, { error: 'キャストの指定が正しくありません。' }).max(100).default([]),
    staff: z.array(staffSchema, { error: 'スタッフの指定が正しくありません。' }).max(100).default([]),
    exclusive: exclusiveSchema.nullable().default(null).describe('独占 or 先行 window; null for neither'),
  })
  .refine((title) => !title.is_age_restriction_r18 || title.display_group === 'mature_group', {
    error: CATALOGUE_MESSAGES.r18IsMature,
    path: ['display_group'],
  })
  .refine((title) => Date.parse(title.available_from) < Date.parse(title.available_until), {
    error: CATALOGUE_MESSAGES.windowOrder,
    path: ['available_until'],
  });
export type AdminTitleWrite = z.output<typeof adminTitleWriteSchema>;
export type AdminTitleWriteRequest = z.input<typeof adminTitleWriteSchema>;

/**
 * A row of the console's list: the card's facts and the title's state. `key_art` and `poster` are the current
 * pictures as viewers get them (decision 0045: an upload's `variants`, a placeholder until one is uploaded), so
 * the console shows a draft's pictures too.
 */
export const adminTitleSummarySchema = titleCardSchema.omit({ episode_count: true }).extend({
  status: z.enum(PUBLICATION_STATUSES),
  published_at: z.string().nullable().describe('ISO 8601, Japan time; null for a draft'),
  available_from: z.string(),
  available_until: z.string(),
  episode_count: z.number().int().describe('every episode, drafts included'),
  updated_at: z.string(),
});
export type AdminTitleSummary = z.infer<typeof adminTitleSummarySchema>;

export const adminTitleListSchema = pagedList(adminTitleSummarySchema);
export type AdminTitleList = z.infer<typeof adminTitleListSchema>;

/** The viewer's title page fields, as the form edits them, with the console's own. */
export const adminTitleSchema = adminTitleSummarySchema.extend({
  ...titleSchema.pick({
    synopsis: true,
    production_company: true,
    copyright: true,
    production_year: true,
    genres: true,
    tags: true,
    cast: true,
    staff: true,
  }).shape,
  exclusive: z.object({ kind: z.enum(['exclusive', 'early']), starts_at: z.string(), ends_at: z.string() }).nullable(),
  created_at: z.string(),
});
export type AdminTitle = z.infer<typeof adminTitleSchema>;
