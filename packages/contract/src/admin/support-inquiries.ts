/**
 * The support inbox of the operator console (decision 0051): inquiries with their status, assignee, internal
 * notes and replies mailed to the sender, and the thread of what was said.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { resourceIdSchema } from '../ids.ts';
import { INQUIRY_CATEGORIES } from '../inquiries.ts';
import { requiredText } from './catalogue-fields.ts';

export const INQUIRY_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  open: '未対応',
  in_progress: '対応中',
  closed: '完了',
};

export const INQUIRY_REPLY_MAX_LENGTH = 4000;
export const INQUIRY_NOTE_MAX_LENGTH = 2000;
export const INQUIRY_SEARCH_MAX_LENGTH = 100;

const operatorRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const adminInquirySummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(INQUIRY_CATEGORIES),
  email: z.string(),
  /** The first line of the text, for the list. */
  excerpt: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  assignee: operatorRefSchema.nullable(),
  member_id: z.number().int().nullable(),
  received_at: z.string().describe('ISO 8601, Japan time'),
  updated_at: z.string().describe('ISO 8601, Japan time'),
});
export type AdminInquirySummary = z.infer<typeof adminInquirySummarySchema>;

export const adminInquiryListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(INQUIRY_STATUSES, { error: '対応状況の指定が正しくありません。' }).optional(),
  assignee_id: resourceIdSchema.optional().describe("the assignee's operator id"),
  unassigned: z
    .enum(['true'], { error: '担当者なしの指定が正しくありません。' })
    .optional()
    .describe('only inquiries nobody has taken'),
  q: z
    .string()
    .trim()
    .max(INQUIRY_SEARCH_MAX_LENGTH, { error: `検索語は${INQUIRY_SEARCH_MAX_LENGTH}文字以内で入力してください。` })
    .optional()
    .describe('words in the address or the text'),
});
export type AdminInquiryListQuery = z.input<typeof adminInquiryListQuerySchema>;
export const adminInquiryListSchema = pagedList(adminInquirySummarySchema).describe('oldest open first');
export type AdminInquiryList = z.infer<typeof adminInquiryListSchema>;

export const INQUIRY_MESSAGE_KINDS = ['reply', 'note'] as const;
export const inquiryMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INQUIRY_MESSAGE_KINDS).describe('reply: mailed to the sender; note: seen by operators only'),
  operator: operatorRefSchema,
  subject: z.string().nullable(),
  body: z.string(),
  at: z.string().describe('ISO 8601, Japan time'),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

export const adminInquirySchema = adminInquirySummarySchema.extend({
  body: z.string(),
  messages: z.array(inquiryMessageSchema).describe('the thread after the inquiry, oldest first'),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

export const adminInquiryUpdateSchema = z
  .object({
    status: z.enum(INQUIRY_STATUSES, { error: '対応状況を選んでください。' }).optional(),
    assignee_id: resourceIdSchema.nullable().optional().describe('null: nobody'),
  })
  .refine((body) => body.status !== undefined || body.assignee_id !== undefined, {
    error: '対応状況か担当者を指定してください。',
  });
export type AdminInquiryUpdateRequest = z.input<typeof adminInquiryUpdateSchema>;

export const adminInquiryNoteSchema = z.object({ body: requiredText('メモ', INQUIRY_NOTE_MAX_LENGTH) });
export type AdminInquiryNoteRequest = z.input<typeof adminInquiryNoteSchema>;

export const adminInquiryReplySchema = z.object({
  body: requiredText('返信', INQUIRY_REPLY_MAX_LENGTH),
  close: z.boolean({ error: '完了にするかどうかの指定が正しくありません。' }).default(false),
});
export type AdminInquiryReplyRequest = z.input<typeof adminInquiryReplySchema>;

export const inquiryAssigneeListSchema = z.object({ items: z.array(operatorRefSchema) });
export type InquiryAssigneeList = z.infer<typeof inquiryAssigneeListSchema>;

export const SUPPORT_MESSAGES = {
  inquiryNotFound: 'このお問い合わせは見つかりません。',
  assigneeCannotAnswer: '担当者には、お問い合わせに対応できるオペレーターを選んでください。',
  replyToClosed: '完了したお問い合わせには返信できません。対応状況を戻してから返信してください。',
} as const;
