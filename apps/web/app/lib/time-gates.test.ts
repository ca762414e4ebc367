import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { isLineLinkShown, isPointsBlockShown, isWithinWindow, PROMOTION_SWITCH_AT } from './time-gates.ts';

const member = (currentTimestamp: string): UserStatus => ({
  ...guestUserStatus(currentTimestamp),
  is_logged_in: true,
  subscribed_plan_id: 0,
  user_id: 1,
});

describe('isWithinWindow (spec §4: at or after the start, before the end)', () => {
  it('shows content without a window of its own from 2021-01-01 00:00:00 JST to before 9999-12-31 23:59 JST', () => {
    expect(isWithinWindow('2020-12-31T23:59:59+09:00')).toBe(false);
    expect(isWithinWindow('2021-01-01T00:00:00+09:00')).toBe(true);
    expect(isWithinWindow('2020-12-31T15:00:00Z')).toBe(true);
    expect(isWithinWindow('9999-12-31T23:58:59+09:00')).toBe(true);
    expect(isWithinWindow('9999-12-31T23:59:00+09:00')).toBe(false);
  });

  it('includes the start and excludes the end', () => {
    const window = { start: '2025-04-01T10:00:00+09:00', end: '2025-04-01T12:00:00+09:00' };
    expect(isWithinWindow('2025-04-01T09:59:59+09:00', window)).toBe(false);
    expect(isWithinWindow('2025-04-01T10:00:00+09:00', window)).toBe(true);
    expect(isWithinWindow('2025-04-01T11:59:59.999+09:00', window)).toBe(true);
    expect(isWithinWindow('2025-04-01T12:00:00+09:00', window)).toBe(false);
  });

  it('shows nothing gated without a readable server time', () => {
    expect(isWithinWindow(null)).toBe(false);
    expect(isWithinWindow('')).toBe(false);
    expect(isWithinWindow('yesterday')).toBe(false);
  });
});

describe('the promotions switch at 2024-12-03 00:00:00 JST', () => {
  const ending = { end: PROMOTION_SWITCH_AT };
  const starting = { start: PROMOTION_SWITCH_AT };

  it('is the second after 2024-12-02 23:59:59 JST', () => {
    expect(Date.parse(PROMOTION_SWITCH_AT)).toBe(Date.parse('2024-12-03T00:00:00+09:00'));
  });

  it.each([
    ['2024-12-02T23:59:58+09:00', true],
    ['2024-12-02T23:59:59+09:00', true],
    ['2024-12-02T23:59:59.999+09:00', true],
    ['2024-12-02T14:59:59Z', true],
    ['2024-12-03T00:00:00+09:00', false],
    ['2024-12-02T15:00:00Z', false],
    ['2024-12-03T00:00:01+09:00', false],
  ])('at %s the ending promotions show: %s, and the starting ones exactly when they do not', (now, endingShown) => {
    expect(isWithinWindow(now, ending)).toBe(endingShown);
    expect(isWithinWindow(now, starting)).toBe(!endingShown);
  });
});

describe('isPointsBlockShown', () => {
  it('shows the points to members up to and including 2024-12-02 23:59:59 JST', () => {
    expect(isPointsBlockShown(member('2024-12-02T23:59:58+09:00'))).toBe(true);
    expect(isPointsBlockShown(member('2024-12-02T23:59:59+09:00'))).toBe(true);
    expect(isPointsBlockShown(member('2024-12-02T14:59:59Z'))).toBe(true);
  });

  it('hides them from 2024-12-03 00:00:00 JST on', () => {
    expect(isPointsBlockShown(member('2024-12-03T00:00:00+09:00'))).toBe(false);
    expect(isPointsBlockShown(member('2025-10-01T12:00:00+09:00'))).toBe(false);
  });

  it('never shows them to guests or without a server time', () => {
    expect(isPointsBlockShown(guestUserStatus('2024-11-01T00:00:00+09:00'))).toBe(false);
    expect(isPointsBlockShown(null)).toBe(false);
    expect(isPointsBlockShown(member('not a time'))).toBe(false);
  });
});

describe('isLineLinkShown', () => {
  it('shows the LINE link from 2024-07-18 17:00 JST', () => {
    expect(isLineLinkShown('2024-07-18T16:59:59+09:00')).toBe(false);
    expect(isLineLinkShown('2024-07-18T17:00:00+09:00')).toBe(true);
    expect(isLineLinkShown('2025-01-01T00:00:00+09:00')).toBe(true);
  });

  it('hides it without a server time', () => {
    expect(isLineLinkShown(null)).toBe(false);
  });
});
