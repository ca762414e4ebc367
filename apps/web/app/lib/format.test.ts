import { describe, expect, it } from 'vitest';
import { formatJapanDate, formatPoints, formatYen } from './format.ts';

describe('formatPoints', () => {
  it('separates thousands', () => {
    expect(formatPoints(0)).toBe('0pt');
    expect(formatPoints(300)).toBe('300pt');
    expect(formatPoints(1300)).toBe('1,300pt');
    expect(formatPoints(1234567)).toBe('1,234,567pt');
  });
});

describe('formatJapanDate', () => {
  it('shows the day in Japan time', () => {
    expect(formatJapanDate('2025-11-01')).toBe('2025年11月1日');
    expect(formatJapanDate('2025-11-01T00:00:00+09:00')).toBe('2025年11月1日');
    // 15:30 UTC on 31 October is already 1 November in Japan.
    expect(formatJapanDate('2025-10-31T15:30:00Z')).toBe('2025年11月1日');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatJapanDate('いつか')).toBe('いつか');
  });
});

describe('formatYen', () => {
  it('separates thousands', () => {
    expect(formatYen(550)).toBe('550円');
    expect(formatYen(1100)).toBe('1,100円');
  });
});
