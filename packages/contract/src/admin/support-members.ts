/**
 * Member lookup for support (decision 0051): find a member by e-mail, member id or festa user id, then read
 * everything support is asked about — plan history, payment method and card, points by lot, purchases and
 * what the member may watch, presents, watching, grants and signed-in sessions. Read-only, but for ending the
 * member's sessions (members:sessions).
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { PRESENT_KINDS } from '../membership.ts';
import { supportGrantSchema } from './support-grants.ts';

export const MEMBER_SEARCH_MAX_LENGTH = 254;
/** How many of each history the member page shows, newest first. */
export const MEMBER_HISTORY_LIMIT = 50;

const instant = z.string().describe('ISO 8601, Japan time');

export const adminMemberSummarySchema = z.object({
  id: z.number().int(),
  festa_user_id: z.string(),
  email: z.string(),
  registered_at: instant,
  plan_id: z.number().int().nullable().describe('the current plan (1 lite, 2 premium); null without one'),
});
export type AdminMemberSummary = z.infer<typeof adminMemberSummarySchema>;

export const adminMemberSearchQuerySchema = paginationQuerySchema.extend({
  q: z
    .string({ error: 'メールアドレス、会員ID、またはフェスタIDを入力してください。' })
    .trim()
    .min(1, { error: 'メールアドレス、会員ID、またはフェスタIDを入力してください。' })
    .max(MEMBER_SEARCH_MAX_LENGTH, { error: `検索語は${MEMBER_SEARCH_MAX_LENGTH}文字以内で入力してください。` })
    .describe('an address (or part of one), a member id, or a festa user id'),
});
export type AdminMemberSearchQuery = z.input<typeof adminMemberSearchQuerySchema>;
export const adminMemberSearchSchema = pagedList(adminMemberSummarySchema);
export type AdminMemberSearch = z.infer<typeof adminMemberSearchSchema>;

const episodeRefSchema = z.object({ id: z.number().int(), title_name: z.string(), prefix_name: z.string() });

export const adminMemberSchema = z.object({
  member: adminMemberSummarySchema.extend({ email_confirmed_at: instant.nullable() }),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      plan_id: z.number().int(),
      payment_method: z.string(),
      started_at: instant,
      next_payment_day: z.string().describe('YYYY-MM-DD, Japan'),
      ended_at: instant.nullable(),
      end_reason: z.enum(['canceled', 'forced_cancel', 'refunded']).nullable(),
      forced_cancel_scheduled_date: z.string().nullable(),
      forced_canceled_date: z.string().nullable(),
    }),
  ),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
      validity_check_failed_at: instant.nullable(),
      is_invalid: z.boolean(),
    })
    .nullable()
    .describe('the card on file now'),
  payments: z.array(
    z.object({
      id: z.number().int(),
      purpose: z.enum(['plan_entry', 'plan_renewal', 'points_top_up']),
      amount_yen: z.number().int(),
      method: z.string(),
      status: z.enum(['pending', 'succeeded', 'declined', 'failed']),
      failure_reason: z.string().nullable(),
      created_at: instant,
      refunded_at: instant.nullable(),
    }),
  ),
  points: z.object({
    festa: z.number().int(),
    gift: z.number().int().describe('gift points still valid'),
    total: z.number().int(),
    gift_lots: z
      .array(
        z.object({
          lot_id: z.number().int(),
          granted: z.number().int(),
          remaining: z.number().int(),
          granted_at: instant,
          expires_at: instant,
          expired: z.boolean(),
        }),
      )
      .describe('gift points by lot, soonest expiry first'),
  }),
  purchases: z.array(
    z.object({
      id: z.number().int(),
      episode: episodeRefSchema,
      status: z.string(),
      price_points: z.number().int(),
      spent_gift_points: z.number().int(),
      spent_festa_points: z.number().int(),
      requested_at: instant,
    }),
  ),
  entitlements: z.array(
    z.object({ episode: episodeRefSchema, source: z.enum(['purchase', 'present']), granted_at: instant }),
  ),
  presents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(PRESENT_KINDS),
      name: z.string(),
      points: z.number().int().nullable(),
      episode: episodeRefSchema.nullable(),
      receivable_until: instant,
      received_at: instant.nullable(),
    }),
  ),
  watching: z.array(
    z.object({
      episode: episodeRefSchema,
      position_seconds: z.number().int(),
      duration_seconds: z.number().int(),
      finished: z.boolean(),
      watched_at: instant,
    }),
  ),
  grants: z.array(supportGrantSchema),
  sessions: z
    .array(z.object({ started_at: instant, expires_at: instant }))
    .describe('signed-in browsers now, newest first'),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const revokedMemberSessionsSchema = z.object({ revoked: z.number().int().describe('sessions ended') });
export type RevokedMemberSessions = z.infer<typeof revokedMemberSessionsSchema>;

export const MEMBER_MESSAGES = {
  memberNotFound: 'この会員は見つかりません。',
} as const;
