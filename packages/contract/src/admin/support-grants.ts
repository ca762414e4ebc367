/**
 * Grants by support (decision 0051): gift points or an episode ticket put in a member's present box, with the
 * reason. Within the small-grant limit a grant is given as it is asked; above it, it waits for a second
 * operator with grants:approve.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { resourceIdSchema } from '../ids.ts';
import { PRESENT_KINDS } from '../membership.ts';
import { requiredText } from './catalogue-fields.ts';

export const SUPPORT_GRANT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SupportGrantStatus = (typeof SUPPORT_GRANT_STATUSES)[number];
export const SUPPORT_GRANT_STATUS_LABELS: Record<SupportGrantStatus, string> = {
  pending: '承認待ち',
  approved: '付与済み',
  rejected: '却下',
};

/** The small-grant limit when the API's setting leaves it out: above it, a second operator approves. */
export const DEFAULT_GRANT_APPROVAL_THRESHOLD_POINTS = 1000;
/** How long the member has to receive a granted present, from the grant's approval. */
export const GRANT_RECEIVABLE_DAYS = 90;
export const GRANT_MAX_POINTS = 100_000;
export const GRANT_MAX_VALID_DAYS = 730;
export const GRANT_DEFAULT_VALID_DAYS = 180;
export const GRANT_REASON_MAX_LENGTH = 500;
export const GRANT_PRESENT_NAME_MAX_LENGTH = 60;

const grantCommon = {
  present_name: requiredText('プレゼント名', GRANT_PRESENT_NAME_MAX_LENGTH).describe(
    'what the member reads in their present box',
  ),
  reason: requiredText('付与の理由', GRANT_REASON_MAX_LENGTH).describe('for the approver and the audit log'),
};

export const supportGrantRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('gift_points'),
      points: z
        .number({ error: 'ポイント数を数字で入力してください。' })
        .int({ error: 'ポイント数は整数で入力してください。' })
        .min(1, { error: 'ポイント数は1以上にしてください。' })
        .max(GRANT_MAX_POINTS, {
          error: `ポイント数は${GRANT_MAX_POINTS.toLocaleString('ja-JP')}以下にしてください。`,
        }),
      points_valid_days: z
        .number({ error: '有効日数を数字で入力してください。' })
        .int({ error: '有効日数は整数で入力してください。' })
        .min(1, { error: '有効日数は1日以上にしてください。' })
        .max(GRANT_MAX_VALID_DAYS, { error: `有効日数は${GRANT_MAX_VALID_DAYS}日以内にしてください。` })
        .default(GRANT_DEFAULT_VALID_DAYS),
      ...grantCommon,
    }),
    z.object({
      kind: z.literal('episode_ticket'),
      episode_id: z
        .number({ error: 'エピソードIDを数字で入力してください。' })
        .int({ error: 'エピソードIDを数字で入力してください。' })
        .min(1, { error: 'エピソードIDを数字で入力してください。' }),
      ...grantCommon,
    }),
  ],
  { error: '付与するもの（ギフトポイントかエピソードチケット）を選んでください。' },
);
export type SupportGrantRequest = z.input<typeof supportGrantRequestSchema>;
export type SupportGrantValues = z.output<typeof supportGrantRequestSchema>;

const operatorRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const supportGrantSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_email: z.string(),
  kind: z.enum(PRESENT_KINDS),
  points: z.number().int().nullable(),
  points_valid_days: z.number().int().nullable(),
  episode: z
    .object({ id: z.number().int(), title_name: z.string(), prefix_name: z.string() })
    .nullable()
    .describe('an episode ticket’s episode'),
  present_name: z.string(),
  reason: z.string(),
  value_points: z.number().int().describe('compared with the small-grant limit: the points, or the episode price'),
  status: z.enum(SUPPORT_GRANT_STATUSES),
  requested_by: operatorRefSchema,
  requested_at: z.string().describe('ISO 8601, Japan time'),
  decided_by: operatorRefSchema.nullable(),
  decided_at: z.string().nullable(),
  present_id: z.number().int().nullable().describe('the present given, once approved'),
});
export type SupportGrant = z.infer<typeof supportGrantSchema>;

export const supportGrantListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(SUPPORT_GRANT_STATUSES, { error: '状態の指定が正しくありません。' }).optional(),
  member_id: resourceIdSchema.optional(),
});
export type SupportGrantListQuery = z.input<typeof supportGrantListQuerySchema>;
export const supportGrantListSchema = pagedList(supportGrantSchema).describe('newest first');
export type SupportGrantList = z.infer<typeof supportGrantListSchema>;

export const GRANT_MESSAGES = {
  grantNotFound: 'この付与申請は見つかりません。',
  episodeNotFound: 'このエピソードは見つかりません。',
  ownRequest: '自分が申請した付与は承認できません。別の担当者に承認を依頼してください。',
  alreadyRejected: 'この付与申請は却下済みです。',
  alreadyApproved: 'この付与申請は承認済みです。',
} as const;
