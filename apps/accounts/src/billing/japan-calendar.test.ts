import { describe, expect, it } from 'vitest';
import { addDays, japanDate, nextPaymentDay } from './japan-calendar.ts';

describe('Japan calendar', () => {
  it.each([
    ['2024-10-15T10:00:00+09:00', '2024-11-15'],
    ['2024-10-31T12:00:00+09:00', '2024-11-30'],
    ['2025-01-31T12:00:00+09:00', '2025-02-28'],
    ['2024-01-31T12:00:00+09:00', '2024-02-29'],
    ['2024-03-31T12:00:00+09:00', '2024-04-30'],
    ['2024-12-31T12:00:00+09:00', '2025-01-31'],
    ['2024-02-29T12:00:00+09:00', '2024-03-29'],
  ])('pays a plan entered at %s next on %s (same day next month, or that month’s last day)', (entered, next) => {
    expect(nextPaymentDay(new Date(entered))).toBe(next);
  });

  it('counts days in Japan time whatever the server’s time zone', () => {
    // 23:30 UTC on 31 October is already 1 November in Japan.
    expect(japanDate(new Date('2024-10-31T23:30:00Z'))).toBe('2024-11-01');
    expect(nextPaymentDay(new Date('2024-10-31T23:30:00Z'))).toBe('2024-12-01');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-25', 14)).toBe('2025-01-08');
    expect(addDays('2024-02-20', 14)).toBe('2024-03-05');
  });
});
