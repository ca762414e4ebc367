import { type EpisodeDetail, type PointSpend, splitPointSpend } from '@hanabi/contract';

/** The viewer's balances by kind of point. */
export interface PointBalances {
  gift: number;
  festa: number;
}

/** What the confirm page offers for one episode and one viewer. */
export type PurchaseOffer =
  /** Enough points: how the price is paid and what is left afterwards. */
  | { kind: 'buy'; price: number; balances: PointBalances; spend: PointSpend; after: PointBalances }
  /** Sold, but the balances do not cover the price. */
  | { kind: 'short'; price: number; balances: PointBalances; missing: number }
  | { kind: 'owned' }
  /** Watchable without buying: free for everyone, or through the viewer's plan. */
  | { kind: 'watchable'; reason: 'free' | 'included_in_plan' }
  /** Neither sold on its own nor watchable by this viewer. */
  | { kind: 'unavailable' };

/**
 * The offer follows the API's answer on access; the spend is worked out with the contract's own rule
 * (gift points first, then festa points), so the page shows what the API will spend.
 */
export function purchaseOffer(
  episode: Pick<EpisodeDetail, 'access' | 'price_points'>,
  balances: PointBalances,
): PurchaseOffer {
  switch (episode.access) {
    case 'owned':
      return { kind: 'owned' };
    case 'free':
    case 'included_in_plan':
      return { kind: 'watchable', reason: episode.access };
    case 'unavailable':
      return { kind: 'unavailable' };
    case 'purchasable': {
      const price = episode.price_points;
      if (price === null) return { kind: 'unavailable' };
      const spend = splitPointSpend(price, balances);
      if (spend.missing > 0) return { kind: 'short', price, balances, missing: spend.missing };
      return {
        kind: 'buy',
        price,
        balances,
        spend,
        after: { gift: balances.gift - spend.gift, festa: balances.festa - spend.festa },
      };
    }
  }
}
