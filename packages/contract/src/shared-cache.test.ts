import { describe, expect, it } from 'vitest';
import { mayShareAnswer, sharedCacheControl, sharedSecondsOf } from './shared-cache.ts';

const guest = {
  method: 'GET',
  cookieHeader: 'user_tracking_id=AbCdEfGhIjKlMnOpQrStU; display_format=list',
  debugTime: false,
  readsTrackingId: false,
  setsCookie: false,
};

describe('mayShareAnswer (decision 0057)', () => {
  it("shares a guest's GET or HEAD answer, whatever display cookies it carries", () => {
    expect(mayShareAnswer(guest)).toBe(true);
    expect(mayShareAnswer({ ...guest, method: 'HEAD', cookieHeader: undefined })).toBe(true);
  });

  it.each([
    ['a session', { cookieHeader: 'festa_auth=token' }],
    ['a session among other cookies', { cookieHeader: 'a=1;  festa_auth=token; b=2' }],
    ['an operator session', { cookieHeader: 'hanabi_operator=token' }],
    ['the age check', { cookieHeader: 'checked_age=1' }],
    ['discreet mode, on or off', { cookieHeader: 'discreet_mode=0' }],
    ['the debug-time cookie', { cookieHeader: 'dev_debug_time=2030-01-01T00:00:00Z' }],
    ['X-Debug-Time', { debugTime: true }],
    ['an answer read from the tracking id', { readsTrackingId: true }],
    ['an answer that sets a cookie', { setsCookie: true }],
    ['a POST', { method: 'POST' }],
  ])('never shares with %s', (_what, change) => {
    expect(mayShareAnswer({ ...guest, ...change })).toBe(false);
  });
});

describe('sharedSecondsOf', () => {
  it('reads s-maxage of a public answer, and 0 for anything private, unstored or without one', () => {
    expect(sharedSecondsOf(sharedCacheControl(60))).toBe(60);
    expect(sharedSecondsOf('private, no-store')).toBe(0);
    expect(sharedSecondsOf('public, max-age=60')).toBe(0);
    expect(sharedSecondsOf('public, s-maxage=60, no-store')).toBe(0);
    expect(sharedSecondsOf(null)).toBe(0);
  });
});
