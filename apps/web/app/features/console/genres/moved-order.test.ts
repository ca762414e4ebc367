import { describe, expect, it } from 'vitest';
import { movedOrder } from './moved-order.ts';

describe('movedOrder', () => {
  it('swaps an item with its neighbour above or below', () => {
    expect(movedOrder([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
  });

  it('has nothing to do at either end or for an item no longer in the list', () => {
    expect(movedOrder([1, 2, 3], 1, 'up')).toBeNull();
    expect(movedOrder([1, 2, 3], 3, 'down')).toBeNull();
    expect(movedOrder([1, 2, 3], 4, 'up')).toBeNull();
  });
});
