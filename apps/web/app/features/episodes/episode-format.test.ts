import type { EpisodeSummary } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { episodeBadges, formatDuration } from './episode-format.ts';

describe('formatDuration', () => {
  it('shows whole minutes', () => {
    expect(formatDuration(1440)).toBe('24分');
    expect(formatDuration(1420)).toBe('24分');
    expect(formatDuration(1410)).toBe('24分');
    expect(formatDuration(1409)).toBe('23分');
    expect(formatDuration(5400)).toBe('90分');
  });

  it('never shows zero minutes for a short clip', () => {
    expect(formatDuration(15)).toBe('1分');
    expect(formatDuration(0)).toBe('1分');
  });
});

type BadgeFields = Pick<EpisodeSummary, 'is_free' | 'cut' | 'price_points' | 'included_plan_ids'>;
const episode = (fields: Partial<BadgeFields>): BadgeFields => ({
  is_free: false,
  cut: 'broadcast',
  price_points: null,
  included_plan_ids: [],
  ...fields,
});

const labels = (fields: Partial<BadgeFields>) => episodeBadges(episode(fields)).map((badge) => badge.label);

describe('episodeBadges', () => {
  it('marks free episodes 無料 and nothing else', () => {
    expect(episodeBadges(episode({ is_free: true, price_points: 300, included_plan_ids: [1, 2] }))).toEqual([
      { kind: 'free', label: '無料' },
    ]);
  });

  it('marks episodes included in the plans 見放題', () => {
    expect(labels({ included_plan_ids: [1, 2] })).toEqual(['見放題']);
    expect(labels({ included_plan_ids: [2] })).toEqual(['見放題']);
  });

  it('shows the price of episodes sold for points, with thousands separators', () => {
    expect(episodeBadges(episode({ price_points: 300 }))).toEqual([{ kind: 'points', label: '300pt' }]);
    expect(labels({ price_points: 1200 })).toEqual(['1,200pt']);
  });

  it('shows both ways in when an episode is in the plans and also sold', () => {
    expect(labels({ price_points: 220, included_plan_ids: [1, 2] })).toEqual(['見放題', '220pt']);
  });

  it('marks the uncut version プレミアム instead of 見放題, with its price when sold', () => {
    expect(labels({ cut: 'premium', included_plan_ids: [2] })).toEqual(['プレミアム']);
    expect(labels({ cut: 'premium', included_plan_ids: [2], price_points: 220 })).toEqual(['プレミアム', '220pt']);
  });

  it('shows no badge when nothing applies', () => {
    expect(episodeBadges(episode({}))).toEqual([]);
  });
});
