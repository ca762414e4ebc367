/**
 * Buying single episodes with points (spec §2 purchase pages, §7 purchase calls; decision 0013).
 * The price always comes from the catalogue; the request names only the episode and its idempotency key.
 */
import { z } from 'zod';
import { pagedList } from './envelope.ts';
import { episodeSummarySchema } from './episodes.ts';
import { resourceIdSchema } from './ids.ts';
import { imageSchema } from './images.ts';
import { PLAYBACK_WAYS_IN, playbackSchema } from './playback.ts';
import { titleCardSchema } from './titles.ts';

/**
 * `pending`: recorded, points not yet spent (a purchase interrupted by a crash stays here until the same key
 * is sent again); `completed`: points spent and the episode owned; `failed`: nothing spent, see the reason.
 */
export const PURCHASE_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PURCHASE_FAILURE_REASONS = ['insufficient_points', 'already_owned', 'included_in_plan'] as const;
export type PurchaseFailureReason = (typeof PURCHASE_FAILURE_REASONS)[number];

/** What the viewer reads when a purchase spent nothing. */
export const PURCHASE_FAILURE_MESSAGES: Record<PurchaseFailureReason, string> = {
  insufficient_points: 'ポイントが不足しているため、購入できませんでした。',
  already_owned: 'このエピソードは購入済みです。ポイントは使用されていません。',
  included_in_plan: 'このエピソードはご利用中のプランで視聴できます。ポイントは使用されていません。',
};

/**
 * An idempotency key: made once per purchase intent by the client (a UUID in the web client) and sent again
 * on every retry of that intent. 16 to 64 URL-safe characters.
 */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** Query of POST /v1/episode/purchase (spec §7: the input is the query). */
export const purchaseEpisodeQuerySchema = z.object({
  episode_id: resourceIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type PurchaseEpisodeQuery = z.infer<typeof purchaseEpisodeQuerySchema>;

export const purchasedEpisodeSchema = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  title_name: z.string(),
  prefix_name: z.string(),
  name: z.string(),
  thumbnail: imageSchema,
});

/** GET /v1/episode/purchase/{id}, and the answer of POST /v1/episode/purchase. */
export const episodePurchaseSchema = z.object({
  id: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
  failure_reason: z.enum(PURCHASE_FAILURE_REASONS).nullable(),
  episode: purchasedEpisodeSchema,
  price_points: z.number().int().describe("the catalogue's price when the purchase was requested"),
  spent_gift_points: z.number().int(),
  spent_festa_points: z.number().int(),
  requested_at: z.string().describe('ISO 8601, Japan time'),
  completed_at: z.string().nullable().describe('ISO 8601, Japan time; null unless completed'),
  refunded_at: z
    .string()
    .nullable()
    .describe(
      'ISO 8601, Japan time, when an operator refunded the completed purchase (its points given back); else null',
    ),
});
export type EpisodePurchase = z.infer<typeof episodePurchaseSchema>;

/**
 * What a viewer may do with an episode: watch it for nothing (`free`), through their plan
 * (`included_in_plan`), because they bought it (`owned`), buy it (`purchasable`), or none of these
 * (`unavailable`: only in a plan the viewer does not have, and not sold on its own).
 */
export const EPISODE_ACCESS = ['free', 'included_in_plan', 'owned', 'purchasable', 'unavailable'] as const;
export type EpisodeAccess = (typeof EPISODE_ACCESS)[number];

/** What decides an episode's access, of the episode: its terms. */
export interface EpisodeTerms {
  isFree: boolean;
  pricePoints: number | null;
  includedPlanIds: readonly number[];
}

/** What decides it, of the viewer: their open plan (1 lite, 2 premium; null for none) and whether they own it. */
export interface EpisodeHolder {
  planId: number | null;
  owns: boolean;
}

/**
 * The one rule of what a viewer (null: a guest) may do with an episode, which the API decides playback and
 * purchases by and the web client shows its buttons by. Free comes first (nothing to decide), then what the
 * member already has (bought, or in their plan), then whether it is sold on its own.
 */
export function episodeAccessOf(terms: EpisodeTerms, holder: EpisodeHolder | null): EpisodeAccess {
  if (terms.isFree) return 'free';
  if (holder?.owns) return 'owned';
  if (holder?.planId != null && terms.includedPlanIds.includes(holder.planId)) return 'included_in_plan';
  return terms.pricePoints === null ? 'unavailable' : 'purchasable';
}

/** GET /v1/episodes/{id}: the episode, its title, and what the caller may do with it. */
export const episodeDetailSchema = episodeSummarySchema.extend({
  title: z.object({
    id: z.number().int(),
    name: z.string(),
    display_group: titleCardSchema.shape.display_group,
    is_age_restriction_r18: z.boolean(),
  }),
  access: z.enum(EPISODE_ACCESS),
  owned_purchase: z
    .object({ id: z.number().int(), idempotency_key: z.string() })
    .nullable()
    .describe("the caller's completed purchase of this episode (access owned), so a page can find its own intent"),
  playback: playbackSchema.nullable().describe('for a viewer who may watch the episode now; null otherwise'),
  way_in: z
    .enum(PLAYBACK_WAYS_IN)
    .nullable()
    .describe('why playback is null and what lets the viewer watch; null when playback is given'),
});
export type EpisodeDetail = z.infer<typeof episodeDetailSchema>;

/** One title of GET /v1/users/owned_titles: the member owns at least one of its episodes. */
export const ownedTitleSchema = z.object({
  title: titleCardSchema,
  owned_episode_count: z.number().int(),
  last_purchased_at: z.string().describe('ISO 8601, Japan time'),
});
export type OwnedTitle = z.infer<typeof ownedTitleSchema>;

/** GET /v1/users/owned_titles: most recently bought first. */
export const ownedTitleListSchema = pagedList(ownedTitleSchema);
export type OwnedTitleList = z.infer<typeof ownedTitleListSchema>;

export interface PointSpend {
  /** Gift points spent first: they expire, festa points do not. */
  gift: number;
  festa: number;
  /** Points still needed when the balance is short; 0 when the purchase can go through. */
  missing: number;
}

/**
 * How a price is paid (decision 0013): gift points first, soonest-expiring lot first, then festa points.
 * The API spends this way and the confirm page shows it with the same function.
 */
export function splitPointSpend(price: number, balances: { gift: number; festa: number }): PointSpend {
  const gift = Math.min(price, Math.max(0, balances.gift));
  const festa = Math.min(price - gift, Math.max(0, balances.festa));
  return { gift, festa, missing: price - gift - festa };
}
