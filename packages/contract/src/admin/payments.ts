/**
 * Members' plan and points payments in the operator console, and their refund through the payment processor
 * (decision 0054): a finance operator finds a member as for episode purchases (purchases.ts) and asks for the
 * refund of a succeeded payment, whole or in parts; the sign-in service carries it out, and the list shows how it
 * went.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants.ts';
import { pagedList } from '../envelope.ts';
import { adminPurchaseMemberSchema, adminRefundRequestSchema } from './purchases.ts';

export const PAYMENT_PURPOSES = ['plan_entry', 'plan_renewal', 'points_top_up'] as const;
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'declined', 'failed'] as const;
export const PAYMENT_REFUND_STATES = ['requested', 'succeeded', 'failed'] as const;
export type PaymentRefundState = (typeof PAYMENT_REFUND_STATES)[number];

export const PAYMENT_PURPOSE_LABELS: Record<(typeof PAYMENT_PURPOSES)[number], string> = {
  plan_entry: 'プラン入会',
  plan_renewal: 'プラン更新',
  points_top_up: 'ポイント購入',
};

export const PAYMENT_REFUND_STATE_LABELS: Record<PaymentRefundState, string> = {
  requested: '返金手続き中',
  succeeded: '返金済み',
  failed: '返金できませんでした',
};

/** Why a refund failed, in words for the operator; unknown reasons are shown as they are. */
export const PAYMENT_REFUND_FAILURE_LABELS: Readonly<Record<string, string>> = {
  refund_declined: '決済代行会社が返金を受け付けませんでした',
  points_spent: '購入されたポイントがすでに使われていました',
  no_charge_at_processor: '決済代行会社に請求の記録がありません',
  unknown_charge: '決済代行会社に返金できる請求が見つかりませんでした',
};

export const adminPaymentRefundSchema = z.object({
  id: z.number().int(),
  amount_yen: z.number().int().describe('yen given back by this refund: the whole payment or a part of it'),
  status: z.enum(PAYMENT_REFUND_STATES),
  reason: z.string(),
  operator_name: z.string(),
  requested_at: z.string().describe('ISO 8601, Japan time'),
  settled_at: z.string().nullable(),
  failure_reason: z
    .string()
    .nullable()
    .describe('refund_declined, unknown_charge, points_spent or no_charge_at_processor'),
  attempts: z.number().int().describe('tries that ended without an answer from the processor (timeouts)'),
});

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount_yen: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  plan_id: z.number().int().nullable(),
  points: z.number().int().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  refunds: z.array(adminPaymentRefundSchema).describe('the refunds asked for, oldest first; empty until one is'),
  refundable_yen: z
    .number()
    .int()
    .describe('what may still be refunded: a succeeded payment less its refunds not failed; 0 while one is under way'),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListSchema = pagedList(adminPaymentSchema).extend({ member: adminPurchaseMemberSchema });
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

export const adminPaymentRefundAnswerSchema = z.object({
  requested: z
    .boolean()
    .describe('false when a refund was under way already, or nothing is left to refund: nothing changed'),
  payment: adminPaymentSchema,
});
export type AdminPaymentRefundAnswer = z.infer<typeof adminPaymentRefundAnswerSchema>;

export const adminPaymentRefundRequestSchema = adminRefundRequestSchema.extend({
  amount_yen: z
    .number({ error: '返金する金額は数字で入力してください。' })
    .int('返金する金額は1円単位の整数で入力してください。')
    .min(1, '返金する金額は1円以上で入力してください。')
    .optional()
    .describe('yen to give back, 1 to what is left to refund; the whole rest of the payment when left out'),
});
export type AdminPaymentRefundRequest = z.input<typeof adminPaymentRefundRequestSchema>;
