import { describe, expect, it } from 'vitest';
import { formatMarkerTime, parseMarkerTime } from './marker-times.ts';

describe('marker times', () => {
  it('reads seconds, minutes:seconds and hours:minutes:seconds, full-width digits too', () => {
    expect(['90', '1:30', '０:４５', '1:02:03', ' 0 '].map(parseMarkerTime)).toEqual([90, 90, 45, 3723, 0]);
  });

  it('reads an empty field as no marker, and refuses what is not a time', () => {
    expect(parseMarkerTime('')).toBeNull();
    expect(['1:75', '-5', '1.5', 'abc', '1:60:00'].map(parseMarkerTime)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('writes seconds back as minutes:seconds', () => {
    expect([0, 90, 1440, 3723].map(formatMarkerTime)).toEqual(['0:00', '1:30', '24:00', '1:02:03']);
    expect(formatMarkerTime(null)).toBe('');
  });
});
