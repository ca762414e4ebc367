/**
 * Members' episode purchases in the operator console, and their refund (decision 0052): a finance operator
 * finds a member's purchases by e-mail, member id or festa user id, and refunds a completed one.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { PURCHASE_FAILURE_REASONS, PURCHASE_STATUSES } from '../purchases.ts';
import { requiredText } from './catalogue-fields.ts';

export const REFUND_REASON_MAX_LENGTH = 200;

export const adminPurchaseQuerySchema = paginationQuerySchema.extend({
  member: z
    .string({ error: '会員のメールアドレス、会員ID、フェスタIDのいずれかを入力してください。' })
    .trim()
    .min(1, { error: '会員のメールアドレス、会員ID、フェスタIDのいずれかを入力してください。' })
    .max(254, { error: '会員の指定が長すぎます。' })
    .describe('e-mail address, member id (digits) or festa user id'),
});
export type AdminPurchaseQuery = z.input<typeof adminPurchaseQuerySchema>;

export const adminPurchaseRefundSchema = z.object({
  refunded_at: z.string().describe('ISO 8601, Japan time'),
  operator_name: z.string(),
  reason: z.string(),
});

export const adminPurchaseSchema = z.object({
  id: z.number().int(),
  episode: z.object({
    id: z.number().int(),
    title_id: z.number().int(),
    title_name: z.string(),
    prefix_name: z.string(),
    name: z.string(),
  }),
  status: z.enum(PURCHASE_STATUSES),
  failure_reason: z.enum(PURCHASE_FAILURE_REASONS).nullable(),
  price_points: z.number().int(),
  spent_gift_points: z.number().int(),
  spent_festa_points: z.number().int(),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
  refund: adminPurchaseRefundSchema.nullable().describe('null until refunded'),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

export const adminPurchaseMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  festa_user_id: z.string(),
});

export const adminPurchaseListSchema = pagedList(adminPurchaseSchema).extend({
  member: adminPurchaseMemberSchema,
});
export type AdminPurchaseList = z.infer<typeof adminPurchaseListSchema>;

export const adminRefundRequestSchema = z.object({
  reason: requiredText('返金の理由', REFUND_REASON_MAX_LENGTH),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;

export const adminRefundSchema = z.object({
  refunded: z.boolean().describe('false when the purchase had been refunded already: nothing changed'),
  purchase: adminPurchaseSchema,
  returned_gift_points: z.number().int(),
  returned_festa_points: z.number().int(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;
