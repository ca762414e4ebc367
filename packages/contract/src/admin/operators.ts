/** Managing operators (管理者 only, `operators:manage`): the list, invitations, roles, access. */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { operatorEmailSchema, operatorNameSchema } from './operator-fields.ts';
import { OPERATOR_ROLES } from './roles.ts';

/** invited: the set-up link is not used yet (or access was reset); disabled: may not sign in. */
export const OPERATOR_STATUSES = ['invited', 'active', 'disabled'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export const OPERATOR_STATUS_LABELS: Record<OperatorStatus, string> = {
  invited: '招待中',
  active: '有効',
  disabled: '停止中',
};

const roleSchema = z.enum(OPERATOR_ROLES, { error: '権限を一覧から選んでください。' });

export const operatorSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  second_factor_enrolled: z.boolean(),
  active_sessions: z.number().int().describe('sessions signed in and not expired now'),
  last_signed_in_at: z.string().nullable().describe('ISO 8601, Japan time'),
  created_at: z.string().describe('ISO 8601, Japan time'),
});
export type OperatorSummary = z.infer<typeof operatorSummarySchema>;

export const operatorListQuerySchema = paginationQuerySchema;
export const operatorListSchema = pagedList(operatorSummarySchema);
export type OperatorList = z.infer<typeof operatorListSchema>;

export const operatorInviteRequestSchema = z.object({
  email: operatorEmailSchema,
  name: operatorNameSchema,
  role: roleSchema,
});
export type OperatorInviteRequest = z.input<typeof operatorInviteRequestSchema>;

/** An invitation or an access reset: the one-time link to hand to the operator (never stored in clear). */
export const operatorSetupLinkSchema = z.object({
  operator: operatorSummarySchema,
  setup_url: z.string().describe('{WEB_ORIGIN}/admin/setup?token=…, usable once'),
  setup_expires_at: z.string().describe('ISO 8601, Japan time'),
});
export type OperatorSetupLink = z.infer<typeof operatorSetupLinkSchema>;

export const operatorRoleChangeRequestSchema = z.object({ role: roleSchema });
export type OperatorRoleChangeRequest = z.input<typeof operatorRoleChangeRequestSchema>;

export const revokedSessionsSchema = z.object({ revoked: z.number().int().describe('sessions ended') });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

/** Refusals of operator management, beside the error codes. */
export const OPERATOR_MESSAGES = {
  emailTaken: 'このメールアドレスのオペレーターはすでに登録されています。',
  lastAdmin: '最後の管理者の権限は変更・停止できません。先に別の管理者を用意してください。',
  notYourself: '自分自身の権限の変更や停止はできません。別の管理者に依頼してください。',
} as const;
