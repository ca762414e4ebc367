import { z } from 'zod';
import { PAYMENT_METHODS, PLAN_IDS } from './constants.ts';

/** GET /v1/users/statuses (spec §3). Guests get is_logged_in false and plan 999. */
export const userStatusSchema = z.object({
  is_logged_in: z.boolean(),
  subscribed_plan_id: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(999)]),
  user_id: z.number().int().nullable(),
  festa_user_id: z.string().nullable(),
  encrypted_festa_user_id: z.string().nullable(),
  is_subscribed_user: z.boolean().describe('anime-subscribed'),
  is_comic_subscribed_user: z.boolean(),
  has_purchased_cfanime: z.boolean(),
  forced_canceled_date: z
    .string()
    .nullable()
    .describe(
      'YYYY-MM-DD (Japan time): the latest plan was force-cancelled that day; null once a plan is entered again',
    ),
  forced_cancel_scheduled_date: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD (Japan time): the open plan ends that day unless the card is replaced'),
  is_failed_validity_check: z.boolean(),
  has_invalid_card: z.boolean(),
  subscribed_date: z.string().nullable().describe('ISO 8601, Japan time (+09:00): when the open plan started'),
  first_subscribed_date: z
    .string()
    .nullable()
    .describe('ISO 8601, Japan time (+09:00): when the member first entered a plan'),
  has_owned_titles: z.boolean(),
  current_timestamp: z.string().describe("the server's now, ISO 8601 Japan time"),
  current_festa_points: z.number().int(),
  current_gift_points: z.number().int(),
  current_points: z.object({ total: z.number().int() }),
  plan_next_payment_day: z.string().nullable().describe("YYYY-MM-DD (Japan time): the open plan's next charge"),
  plan_payment_method: z.enum(PAYMENT_METHODS),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

/** What the status call answers for a viewer who is not logged in (plan 999, nothing owned). */
export function guestUserStatus(currentTimestamp: string): UserStatus {
  return {
    is_logged_in: false,
    subscribed_plan_id: PLAN_IDS.guest,
    user_id: null,
    festa_user_id: null,
    encrypted_festa_user_id: null,
    is_subscribed_user: false,
    is_comic_subscribed_user: false,
    has_purchased_cfanime: false,
    forced_canceled_date: null,
    forced_cancel_scheduled_date: null,
    is_failed_validity_check: false,
    has_invalid_card: false,
    subscribed_date: null,
    first_subscribed_date: null,
    has_owned_titles: false,
    current_timestamp: currentTimestamp,
    current_festa_points: 0,
    current_gift_points: 0,
    current_points: { total: 0 },
    plan_next_payment_day: null,
    plan_payment_method: 'none',
  };
}
