import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { isLineLinkShown, isPointsBlockShown } from './time-gates.ts';

const member = (currentTimestamp: string): UserStatus => ({
  ...guestUserStatus(currentTimestamp),
  is_logged_in: true,
  subscribed_plan_id: 0,
  user_id: 1,
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
