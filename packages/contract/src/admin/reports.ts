/**
 * Finance reports in the operator console (decision 0052): daily episode sales by title and episode, plan
 * revenue by plan and payment method, the points liability, and members charged twice for one plan period.
 * Dates are Japan dates; a range includes both ends. The console exports each as CSV (UTF-8 with a BOM).
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';

/** The longest range a report covers, in days. */
export const REPORT_MAX_DAYS = 366;

const japanDate = (label: string) =>
  z
    .string({ error: `${label}を入力してください。` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}は 2026-01-31 の形で入力してください。`, abort: true })
    .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00+09:00`).getTime()), {
      error: `${label}は実在する日付で入力してください。`,
    });

const DAY_MS = 24 * 60 * 60 * 1000;

const rangeFields = { from: japanDate('開始日'), to: japanDate('終了日') };

/** The end on or after the start, and the range no longer than REPORT_MAX_DAYS. */
function checkRange({ from, to }: { from: string; to: string }, context: z.RefinementCtx) {
  if (from > to)
    context.addIssue({ code: 'custom', message: '終了日は開始日以降の日付にしてください。', path: ['to'] });
  else if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= REPORT_MAX_DAYS) {
    context.addIssue({ code: 'custom', message: `期間は${REPORT_MAX_DAYS}日以内にしてください。`, path: ['to'] });
  }
}

export const reportRangeSchema = z.object(rangeFields).superRefine(checkRange);
export type ReportRange = z.infer<typeof reportRangeSchema>;

export const pagedReportQuerySchema = paginationQuerySchema.extend(rangeFields).superRefine(checkRange);
export type PagedReportQuery = z.input<typeof pagedReportQuerySchema>;

export const dailySalesRowSchema = z.object({
  date: z.string().describe('Japan date of the purchases, YYYY-MM-DD'),
  title_id: z.number().int(),
  title_name: z.string(),
  episode_id: z.number().int(),
  episode_prefix_name: z.string(),
  episode_name: z.string(),
  purchases: z.number().int().describe('completed purchases that day'),
  points: z.number().int().describe('points they were sold for'),
  gift_points: z.number().int(),
  festa_points: z.number().int(),
  refunded_purchases: z.number().int().describe('of those, refunded since'),
  refunded_points: z.number().int(),
});
export type DailySalesRow = z.infer<typeof dailySalesRowSchema>;
export const dailySalesReportSchema = pagedList(dailySalesRowSchema).describe('by date, then title and episode');
export type DailySalesReport = z.infer<typeof dailySalesReportSchema>;

export const planRevenueRowSchema = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  method: z.string(),
  method_label: z.string(),
  payments: z.number().int().describe('succeeded plan payments (entry and renewal) settled in the range'),
  amount_yen: z.number().int(),
  refunded_payments: z.number().int(),
  refunded_yen: z.number().int(),
});
export type PlanRevenueRow = z.infer<typeof planRevenueRowSchema>;
export const planRevenueReportSchema = z.object({ items: z.array(planRevenueRowSchema) });
export type PlanRevenueReport = z.infer<typeof planRevenueReportSchema>;

export const pointsLiabilitySchema = z.object({
  as_of: z.string().describe('ISO 8601, Japan time'),
  festa_outstanding: z.number().int().describe('festa points members hold (they do not expire)'),
  gift_outstanding: z.number().int().describe('gift points members hold that are still valid'),
  gift_expiring: z
    .array(z.object({ within_days: z.number().int(), points: z.number().int() }))
    .describe('valid gift points that expire within 30, 60 and 90 days'),
});
export type PointsLiability = z.infer<typeof pointsLiabilitySchema>;

export const doubleBillingRowSchema = z.object({
  member_id: z.number().int(),
  email: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  period: z.string().describe('the billing month, YYYY-MM (Japan time)'),
  payment_ids: z.array(z.number().int()),
  amount_yen: z.number().int().describe('all the month’s charges for the plan together'),
});
export type DoubleBillingRow = z.infer<typeof doubleBillingRowSchema>;
export const doubleBillingReportSchema = pagedList(doubleBillingRowSchema).describe('newest period first');
export type DoubleBillingReport = z.infer<typeof doubleBillingReportSchema>;
