/**
 * Notices and notice sections in the operator console (decisions 0021, 0050 and 0062). A draft (下書き) is
 * never shown to viewers. Otherwise a notice is published by its time: before `published_at` no viewer sees
 * it (it is scheduled, 公開予定), from then on it is listed (公開中), and until `urgent_until` it is also the
 * urgent banner on every page. The preview shows a notice as a viewer would see it at a chosen time — a draft
 * as it will be once published — without changing anything.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { resourceIdSchema } from '../ids.ts';
import { noticeSectionSchema, noticeSlugSchema, noticeSummarySchema } from '../notices.ts';
import { isoInstantSchema, optionalText, requiredText } from './catalogue-fields.ts';

export const NOTICE_TITLE_MAX_LENGTH = 200;
export const NOTICE_BODY_MAX_LENGTH = 20_000;
export const NOTICE_SECTION_NAME_MAX_LENGTH = 50;

/** The address GET /v1/notices/urgent_notice already takes: a notice of that slug would be reachable by id only. */
const RESERVED_NOTICE_SLUGS = ['urgent_notice'];

export const NOTICE_MESSAGES = {
  slugShape: 'スラッグは英小文字で始まる64文字以内の英小文字・数字・「_」「-」で入力してください。',
  slugReserved: 'このスラッグはお知らせのアドレスとして使えません。',
  slugTaken: 'このスラッグはすでに使われています。',
  urgentBeforePublished: '緊急表示の終了日時は、公開日時より後にしてください。',
  sectionUnknown: '選んだ区分が見つかりません。一覧を読み込み直してください。',
  noticeNotFound: 'このお知らせは見つかりません。一覧を読み込み直してください。',
  sectionNotFound: 'この区分は見つかりません。一覧を読み込み直してください。',
} as const;

/** When a notice is, for viewers: 下書き (never shown), 公開予定, 公開中, or 公開中 and shown as the urgent banner. */
export const NOTICE_STATES = ['draft', 'scheduled', 'published', 'urgent'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];
/** What a notice's times make of it once published: the preview's answer, a draft's included. */
export const NOTICE_TIME_STATES = ['scheduled', 'published', 'urgent'] as const;
export type NoticeTimeState = (typeof NOTICE_TIME_STATES)[number];
export const NOTICE_STATE_LABELS: Record<NoticeState, string> = {
  draft: '下書き',
  scheduled: '公開予定',
  published: '公開中',
  urgent: '公開中・緊急表示中',
};

const slugField = z
  .string({ error: NOTICE_MESSAGES.slugShape })
  .trim()
  .refine((slug) => slug === '' || noticeSlugSchema.safeParse(slug).success, { error: NOTICE_MESSAGES.slugShape })
  .refine((slug) => !RESERVED_NOTICE_SLUGS.includes(slug), { error: NOTICE_MESSAGES.slugReserved })
  .transform((slug) => slug || null)
  .nullable()
  .default(null)
  .describe('the fixed address /notices/{slug}; empty or null for a notice reached by its id');

export const adminNoticeSectionSchema = noticeSectionSchema.extend({
  position: z.number().int(),
  notice_count: z.number().int(),
});
export type AdminNoticeSection = z.infer<typeof adminNoticeSectionSchema>;
export const adminNoticeSectionListSchema = z.object({ items: z.array(adminNoticeSectionSchema) });

export const adminNoticeSectionWriteSchema = z.object({
  name: requiredText('区分名', NOTICE_SECTION_NAME_MAX_LENGTH),
  slug: z
    .string({ error: NOTICE_MESSAGES.slugShape })
    .trim()
    .refine((slug) => noticeSlugSchema.safeParse(slug).success, { error: NOTICE_MESSAGES.slugShape })
    .describe('the section in the notices address: /notices?section={slug}'),
  position: z
    .number({ error: '表示順は数字で入力してください。' })
    .int({ error: '表示順は整数で入力してください。' })
    .min(0, { error: '表示順は0以上で入力してください。' })
    .max(10_000, { error: '表示順は10000以下で入力してください。' })
    .default(0),
});
export type AdminNoticeSectionWriteRequest = z.input<typeof adminNoticeSectionWriteSchema>;
export type AdminNoticeSectionWrite = z.output<typeof adminNoticeSectionWriteSchema>;

export const adminNoticeSchema = noticeSummarySchema.extend({
  body: z.string(),
  draft: z.boolean().describe('never shown to viewers until published'),
  state: z.enum(NOTICE_STATES).describe('at the time of the answer'),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

export const adminNoticeListQuerySchema = paginationQuerySchema.extend({
  section_id: resourceIdSchema.optional(),
  q: z.string().trim().max(200, { error: '検索語は200文字以内で入力してください。' }).optional(),
});
export type AdminNoticeListQuery = Partial<z.infer<typeof adminNoticeListQuerySchema>>;
export const adminNoticeListSchema = pagedList(adminNoticeSchema.omit({ body: true })).describe(
  'newest publication first, scheduled ones included',
);
export type AdminNoticeList = z.infer<typeof adminNoticeListSchema>;

export const adminNoticeWriteSchema = z
  .object({
    section_id: z.number({ error: '区分を選んでください。' }).int().min(1, { error: '区分を選んでください。' }),
    slug: slugField,
    title: requiredText('タイトル', NOTICE_TITLE_MAX_LENGTH),
    body: optionalText('本文', NOTICE_BODY_MAX_LENGTH).refine((body) => body.length > 0, {
      error: '本文を入力してください。',
    }),
    published_at: isoInstantSchema.describe('viewers see the notice from this instant; a future one schedules it'),
    urgent_until: isoInstantSchema
      .nullable()
      .default(null)
      .describe('the urgent banner shows from published_at until this instant; null for none'),
    draft: z
      .boolean()
      .default(false)
      .describe('true keeps the notice from viewers whatever its times; false publishes it by its times'),
  })
  .refine(
    (notice) => notice.urgent_until === null || Date.parse(notice.urgent_until) > Date.parse(notice.published_at),
    {
      error: NOTICE_MESSAGES.urgentBeforePublished,
      path: ['urgent_until'],
    },
  );
export type AdminNoticeWriteRequest = z.input<typeof adminNoticeWriteSchema>;
export type AdminNoticeWrite = z.output<typeof adminNoticeWriteSchema>;

export const adminNoticePreviewQuerySchema = z.object({
  at: isoInstantSchema.describe('the instant to look at the notice from'),
});

export const adminNoticePreviewSchema = z.object({
  at: z.string(),
  state: z.enum(NOTICE_TIME_STATES).describe('the notice at that instant, a draft as if it were published'),
  notice: adminNoticeSchema.omit({ state: true }),
  banner: noticeSummarySchema
    .nullable()
    .describe(
      'the urgent notice every page shows at that instant (this one, another, or none), a draft as if published',
    ),
});
export type AdminNoticePreview = z.infer<typeof adminNoticePreviewSchema>;
