import { describe, expect, it } from 'vitest';
import { playPath, purchaseConfirmPath, purchaseThanksPath } from './episode-paths.ts';

describe('episode page addresses', () => {
  it('name the episode on the purchase pages and in its player, under its title', () => {
    expect(purchaseConfirmPath(5)).toBe('/episodes/5/purchase_confirm');
    expect(purchaseThanksPath(5, 81)).toBe('/episodes/5/purchase_thanks?purchase_id=81');
    expect(playPath(3, 5)).toBe('/titles/3/episodes/5');
  });
});
