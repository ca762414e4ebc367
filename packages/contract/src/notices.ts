/** Notices to viewers (「お知らせ」) and their sections (decision 0021). */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from './envelope.ts';
import { resourceIdSchema } from './ids.ts';

const isoTime = z.string().describe('ISO 8601, Japan time');

/**
 * The address of a notice with a fixed page (/notices/apology_for_double_billing …): lower-case letters,
 * digits and _ or -, starting with a letter, so it never reads as an id.
 */
export const noticeSlugSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,63}$/, 'slug must start with a letter: 1–64 lower-case letters, digits, _ or -');

export const noticeSectionSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type NoticeSection = z.infer<typeof noticeSectionSchema>;

/** GET /v1/notice_sections: every section in display order. */
export const noticeSectionsSchema = z.object({ items: z.array(noticeSectionSchema) });
export type NoticeSections = z.infer<typeof noticeSectionsSchema>;

/** A notice as lists and the urgent banner show it: everything but the body. */
export const noticeSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  section: noticeSectionSchema,
  title: z.string(),
  published_at: isoTime,
  /** While this is ahead of now, the notice is the urgent one every page shows as a banner. */
  urgent_until: isoTime.nullable(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

/** GET /v1/notices/{id}: the notice with its body (plain text; a blank line separates paragraphs). */
export const noticeSchema = noticeSummarySchema.extend({ body: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

/** GET /v1/notices?section_id=&page=&per_page=: published notices, newest first. */
export const noticeListQuerySchema = paginationQuerySchema.extend({ section_id: resourceIdSchema.optional() });
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;
export const noticeListSchema = pagedList(noticeSummarySchema);
export type NoticeList = z.infer<typeof noticeListSchema>;

/** GET /v1/notices/{id}: `id` is a notice's numeric id or its slug. */
export const noticeParamsSchema = z.object({ id: z.union([resourceIdSchema, noticeSlugSchema]) });
export type NoticeKey = z.infer<typeof noticeParamsSchema>['id'];

/** GET /v1/notices/urgent_notice: the urgent notice now, or null when there is none. */
export const urgentNoticeSchema = noticeSummarySchema.nullable();
export type UrgentNotice = z.infer<typeof urgentNoticeSchema>;
