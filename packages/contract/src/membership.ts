/** Plans, payment methods and the member's lists (subscription history, presents) of spec §3 and §7. */
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod, PLAN_IDS } from './constants.ts';
import { pagedList } from './envelope.ts';

/** The two paid plans. Prices are monthly and include consumption tax. */
export const PLANS = {
  lite: { id: PLAN_IDS.lite, name: 'ライト', monthlyPriceYen: 550 },
  premium: { id: PLAN_IDS.premium, name: 'プレミアム', monthlyPriceYen: 1_100 },
} as const;
export type PaidPlanKey = keyof typeof PLANS;
export type PaidPlanId = (typeof PLANS)[PaidPlanKey]['id'];

/** How a plan's name reads to a viewer; free members are 未入会 (not enrolled). */
export function planLabel(planId: number): string {
  if (planId === PLANS.lite.id) return PLANS.lite.name;
  if (planId === PLANS.premium.id) return PLANS.premium.name;
  return '未入会';
}

/** Spec §3: none shows as dashes, and both SoftBank kinds as one group. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  none: '---',
  credit: 'クレジットカード',
  au: 'au かんたん決済',
  docomo: 'd払い',
  softbank_a: 'ソフトバンクまとめて支払い',
  softbank_b: 'ソフトバンクまとめて支払い',
};

/** Methods a plan can be paid with: every method except `none`. */
export const PLAN_PAYMENT_METHODS = [
  'credit',
  'au',
  'docomo',
  'softbank_a',
  'softbank_b',
] as const satisfies readonly Exclude<PaymentMethod, 'none'>[];
export type PlanPaymentMethod = (typeof PLAN_PAYMENT_METHODS)[number];

/** The methods as a viewer chooses between them: each label once, in this order (both SoftBank kinds are one). */
export const PLAN_PAYMENT_METHOD_NAMES: readonly string[] = [
  ...new Set(PLAN_PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method])),
];

/** The festa point amounts the sign-in service sells; one point costs one yen, tax included. */
export const TOP_UP_POINTS = [500, 1_000, 3_000, 5_000, 10_000] as const;
export const YEN_PER_POINT = 1;

/** The gift/festa point cut-off of spec §2: the drawer's points block shows until this instant. */
export const POINTS_BLOCK_SHOWN_UNTIL = '2024-12-02T23:59:59+09:00';
/** The footer's LINE link appears from this instant (spec §2). */
export const LINE_LINK_SHOWN_FROM = '2024-07-18T17:00:00+09:00';

export const subscribeHistoryItemSchema = z.object({
  plan_id: z.union([z.literal(PLAN_IDS.lite), z.literal(PLAN_IDS.premium)]),
  plan_name: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  started_at: z.string().describe('ISO 8601, Japan time'),
  ended_at: z.string().nullable(),
  end_reason: z.enum(['canceled', 'forced_cancel', 'refunded']).nullable(),
});
export type SubscribeHistoryItem = z.infer<typeof subscribeHistoryItemSchema>;

/** GET /v1/users/subscribe_histories: newest first, paged. */
export const subscribeHistoriesSchema = pagedList(subscribeHistoryItemSchema).extend({
  has_subscribe_history: z.boolean(),
});
export type SubscribeHistories = z.infer<typeof subscribeHistoriesSchema>;

export const PRESENT_STATUSES = ['receivable', 'received', 'expired'] as const;
/** Gift points with an expiry, or a ticket to watch one episode for good (decision 0025). */
export const PRESENT_KINDS = ['gift_points', 'episode_ticket'] as const;

const presentBaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  receivable_until: z.string(),
  received_at: z.string().nullable(),
  status: z.enum(PRESENT_STATUSES),
});

export const giftPointsPresentSchema = presentBaseSchema.extend({
  kind: z.literal('gift_points'),
  points: z.number().int(),
  points_valid_days: z.number().int(),
});

/** A ticket for one episode: once received, the member owns the episode as if bought (decision 0025). */
export const episodeTicketPresentSchema = presentBaseSchema.extend({
  kind: z.literal('episode_ticket'),
  episode: z.object({
    id: z.number().int(),
    title_id: z.number().int(),
    title_name: z.string(),
    prefix_name: z.string().describe('the episode label, e.g. 第1話'),
  }),
});

export const presentSchema = z.discriminatedUnion('kind', [giftPointsPresentSchema, episodeTicketPresentSchema]);
export type Present = z.infer<typeof presentSchema>;
export type GiftPointsPresent = z.infer<typeof giftPointsPresentSchema>;
export type EpisodeTicketPresent = z.infer<typeof episodeTicketPresentSchema>;

/** GET /v1/users/presents: newest first, paged. */
export const presentListSchema = pagedList(presentSchema);
export type PresentList = z.infer<typeof presentListSchema>;
