import { describe, expect, it } from 'vitest';
import { purchaseOffer } from './purchase-offer.ts';

const sold = (price: number) => ({ access: 'purchasable' as const, price_points: price });

describe('purchaseOffer', () => {
  it('pays with gift points first and festa points for the rest, showing what is left', () => {
    expect(purchaseOffer(sold(500), { gift: 300, festa: 1000 })).toEqual({
      kind: 'buy',
      price: 500,
      balances: { gift: 300, festa: 1000 },
      spend: { gift: 300, festa: 200, missing: 0 },
      after: { gift: 0, festa: 800 },
    });
  });

  it('touches no festa points when the gift points cover the price', () => {
    expect(purchaseOffer(sold(200), { gift: 300, festa: 1000 })).toMatchObject({
      kind: 'buy',
      spend: { gift: 200, festa: 0 },
      after: { gift: 100, festa: 1000 },
    });
  });

  it('can spend every last point', () => {
    expect(purchaseOffer(sold(1300), { gift: 300, festa: 1000 })).toMatchObject({
      kind: 'buy',
      after: { gift: 0, festa: 0 },
    });
  });

  it('says how many points are missing when the balances fall short', () => {
    expect(purchaseOffer(sold(1500), { gift: 300, festa: 1000 })).toEqual({
      kind: 'short',
      price: 1500,
      balances: { gift: 300, festa: 1000 },
      missing: 200,
    });
  });

  it('offers nothing to buy for an episode owned, free, in the plan or not sold', () => {
    const balances = { gift: 300, festa: 1000 };
    expect(purchaseOffer({ access: 'owned', price_points: 500 }, balances)).toEqual({ kind: 'owned' });
    expect(purchaseOffer({ access: 'free', price_points: null }, balances)).toEqual({
      kind: 'watchable',
      reason: 'free',
    });
    expect(purchaseOffer({ access: 'included_in_plan', price_points: 500 }, balances)).toEqual({
      kind: 'watchable',
      reason: 'included_in_plan',
    });
    expect(purchaseOffer({ access: 'unavailable', price_points: null }, balances)).toEqual({ kind: 'unavailable' });
    expect(purchaseOffer({ access: 'purchasable', price_points: null }, balances)).toEqual({ kind: 'unavailable' });
  });
});
