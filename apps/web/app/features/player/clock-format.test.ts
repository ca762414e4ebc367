import { describe, expect, it } from 'vitest';
import { formatClock } from './clock-format.ts';

describe('formatClock', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(245.9)).toBe('4:05');
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('shows 0:00 for what is not yet known', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
