import { describe, expect, it } from 'vitest';
import { recommendationSeeds } from './recommendation-seeds.ts';

const cookies = (values: Record<string, string>) => new Map(Object.entries(values));

describe('what the recommendations start from', () => {
  it('watched titles first, then interesting ones, each once', () => {
    expect(recommendationSeeds(cookies({ watched_titles: '5,3', interested_titles: '3,9' }))).toEqual([5, 3, 9]);
  });

  it('never the mature history, and nothing from a cookie this product would not write', () => {
    expect(recommendationSeeds(cookies({ watched_mature_titles: '7', interested_titles: 'x,1' }))).toEqual([]);
  });

  it('at most 50, the most recent', () => {
    const ids = Array.from({ length: 50 }, (_, index) => index + 1);
    const seeds = recommendationSeeds(cookies({ watched_titles: ids.join(','), interested_titles: '99' }));
    expect(seeds).toHaveLength(50);
    expect(seeds).not.toContain(99);
  });
});
