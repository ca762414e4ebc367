import { describe, expect, it } from 'vitest';
import type { CookiePlace } from './cookie-attributes.ts';
import { parseCookieHeader } from './cookie-header.ts';
import {
  clearCookie,
  PRODUCT_COOKIES,
  type ProductCookie,
  type ProductCookieValue,
  readCookie,
  writeCookie,
} from './product-cookies.ts';
import { requestCookieStore } from './request-cookie-store.ts';

const SITE: CookiePlace = { pageUrl: 'https://anime.hanabi.example/titles/12', domain: '.hanabi.example' };
const LOCAL: CookiePlace = { pageUrl: 'http://localhost:3000/', domain: undefined };

/** The Set-Cookie header a viewer's browser receives when the cookie is written on `place`. */
function setCookieOf<K extends ProductCookie>(cookie: K, value: ProductCookieValue<K>, place = SITE): string {
  const store = requestCookieStore(null);
  writeCookie(store, cookie, value, place);
  const [header, ...others] = store.setCookieHeaders();
  expect(others).toEqual([]);
  return header ?? '';
}

/** What reading the cookie gives when the browser sends `raw` (as it is in the Cookie header). */
function readRaw(cookie: ProductCookie, raw: string) {
  return readCookie(parseCookieHeader(`${PRODUCT_COOKIES[cookie].name}=${raw}`), cookie);
}

const ONE_YEAR = 'Max-Age=31536000; Path=/; SameSite=Lax; Secure; Domain=.hanabi.example';

describe('the cookies of spec §9', () => {
  it.each<[ProductCookie, string, ProductCookieValue<ProductCookie>, string]>([
    ['watchedTitles', 'watched_titles', [12, 7, 3], `watched_titles=12%2C7%2C3; ${ONE_YEAR}`],
    ['watchedMatureTitles', 'watched_mature_titles', [40], `watched_mature_titles=40; ${ONE_YEAR}`],
    ['disableHomeAppBanner', 'disable_home_app_banner', true, `disable_home_app_banner=1; ${ONE_YEAR}`],
    ['interestedTitles', 'interested_titles', [5, 9], `interested_titles=5%2C9; ${ONE_YEAR}`],
    ['displayFormat', 'display_format', 'grid', `display_format=grid; ${ONE_YEAR}`],
    [
      'hideDisplayFormatCoachMark',
      'hide_display_format_coach_mark',
      true,
      `hide_display_format_coach_mark=1; ${ONE_YEAR}`,
    ],
    ['unsafeSearch', 'unsafe_search', false, `unsafe_search=0; ${ONE_YEAR}`],
    ['skipTime', 'skip_time', 85, `skip_time=85; ${ONE_YEAR}`],
    [
      'userTrackingId',
      'user_tracking_id',
      'V1StGXR8_Z5jdHi6B-myT',
      `user_tracking_id=V1StGXR8_Z5jdHi6B-myT; ${ONE_YEAR}`,
    ],
    ['checkedAge', 'checked_age', true, `checked_age=1; ${ONE_YEAR}`],
    ['discreetMode', 'discreet_mode', true, `discreet_mode=1; ${ONE_YEAR}`],
  ])('%s is the %s cookie, kept one year on the product-wide domain', (cookie, name, value, header) => {
    expect(PRODUCT_COOKIES[cookie].name).toBe(name);
    expect(setCookieOf(cookie, value)).toBe(header);
  });

  it('dev_debug_time lasts one day', () => {
    expect(setCookieOf('devDebugTime', '2024-12-03T00:00:00+09:00')).toBe(
      'dev_debug_time=2024-12-03T00%3A00%3A00%2B09%3A00; Max-Age=86400; Path=/; SameSite=Lax; Secure; Domain=.hanabi.example',
    );
  });

  it('is host-only without a configured domain, and not Secure on a plain-http local page', () => {
    expect(setCookieOf('displayFormat', 'list', LOCAL)).toBe(
      'display_format=list; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('is Secure on plain http anywhere but this machine', () => {
    expect(setCookieOf('displayFormat', 'list', { pageUrl: 'http://anime.hanabi.example/', domain: undefined })).toBe(
      'display_format=list; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('reads back what it wrote', () => {
    const store = requestCookieStore(null);
    writeCookie(store, 'watchedTitles', [3, 1], SITE);
    writeCookie(store, 'devDebugTime', '2024-12-02T23:59:59+09:00', SITE);
    expect(readCookie(store, 'watchedTitles')).toEqual([3, 1]);
    expect(readCookie(store, 'devDebugTime')).toBe('2024-12-02T23:59:59+09:00');
  });

  it('is cleared with an expired empty cookie on the same path and domain', () => {
    const store = requestCookieStore('dev_debug_time=2024-12-03T00%3A00%3A00%2B09%3A00');
    clearCookie(store, 'devDebugTime', SITE);
    expect(store.setCookieHeaders()).toEqual([
      'dev_debug_time=; Max-Age=0; Path=/; SameSite=Lax; Secure; Domain=.hanabi.example',
    ]);
    expect(readCookie(store, 'devDebugTime')).toBeUndefined();
  });

  it('refuses to write a value its own cookie could not be read as', () => {
    const store = requestCookieStore(null);
    expect(() => writeCookie(store, 'skipTime', 0, SITE)).toThrow(/skip_time/);
    expect(() => writeCookie(store, 'devDebugTime', '2024-12-03 00:00', SITE)).toThrow(/dev_debug_time/);
    expect(() => writeCookie(store, 'userTrackingId', 'short', SITE)).toThrow(/user_tracking_id/);
    expect(store.setCookieHeaders()).toEqual([]);
  });

  it('reads as missing when the viewer has no such cookie', () => {
    expect(readCookie(parseCookieHeader('festa_auth=abc'), 'displayFormat')).toBeUndefined();
  });
});

describe('reading a value the product would not write gives no value, without throwing', () => {
  const tooMany = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
  const fifty = Array.from({ length: 50 }, (_, index) => index + 1);

  it.each<[ProductCookie, string, unknown]>([
    ['watchedTitles', '12%2C7', [12, 7]],
    ['watchedTitles', '12,7', [12, 7]],
    ['watchedTitles', '', []],
    ['watchedTitles', fifty.join(','), fifty],
    ['interestedTitles', '2147483647', [2_147_483_647]],
    ['disableHomeAppBanner', '1', true],
    ['hideDisplayFormatCoachMark', '0', false],
    ['unsafeSearch', '1', true],
    ['displayFormat', 'list', 'list'],
    ['displayFormat', 'grid', 'grid'],
    ['skipTime', '1', 1],
    ['skipTime', '600', 600],
    ['userTrackingId', 'V1StGXR8_Z5jdHi6B-myT', 'V1StGXR8_Z5jdHi6B-myT'],
    ['devDebugTime', '2024-12-03T00:00:00+09:00', '2024-12-03T00:00:00+09:00'],
    ['devDebugTime', '2024-12-02T14:59:59.999Z', '2024-12-02T14:59:59.999Z'],
    ['devDebugTime', '2024-02-29T12:00:00-05:30', '2024-02-29T12:00:00-05:30'],
    ['checkedAge', '1', true],
    ['checkedAge', 'true', true],
    ['discreetMode', '0', false],
  ])('%s=%s reads as %j', (cookie, raw, expected) => {
    expect(readRaw(cookie, raw)).toEqual(expected);
  });

  it.each<[ProductCookie, string]>([
    ['watchedTitles', '12,,7'],
    ['watchedTitles', '12,abc'],
    ['watchedTitles', '0'],
    ['watchedTitles', '007'],
    ['watchedTitles', '1e3'],
    ['watchedTitles', '-4'],
    ['watchedTitles', '12, 7'],
    ['watchedMatureTitles', '2147483648'],
    ['watchedMatureTitles', tooMany],
    ['interestedTitles', '[1,2]'],
    ['disableHomeAppBanner', 'true'],
    ['disableHomeAppBanner', 'yes'],
    ['hideDisplayFormatCoachMark', ''],
    ['unsafeSearch', '2'],
    ['displayFormat', 'GRID'],
    ['displayFormat', 'table'],
    ['displayFormat', ''],
    ['displayFormat', 'constructor'],
    ['skipTime', '0'],
    ['skipTime', '601'],
    ['skipTime', '10.5'],
    ['skipTime', '-10'],
    ['skipTime', '010'],
    ['skipTime', 'ten'],
    ['userTrackingId', 'V1StGXR8_Z5jdHi6B-my'],
    ['userTrackingId', 'V1StGXR8_Z5jdHi6B-myTx'],
    ['userTrackingId', 'V1StGXR8.Z5jdHi6B-myT'],
    ['devDebugTime', '2024-12-03'],
    ['devDebugTime', '2024-12-03T00:00+09:00'],
    ['devDebugTime', '2024-12-03T00:00:00'],
    ['devDebugTime', '2024-12-03 00:00:00+09:00'],
    ['devDebugTime', '2024-02-30T00:00:00+09:00'],
    ['devDebugTime', '2023-02-29T00:00:00+09:00'],
    ['devDebugTime', '2024-13-01T00:00:00+09:00'],
    ['devDebugTime', '2024-12-03T24:00:00+09:00'],
    ['devDebugTime', '2024-12-03T00:00:00+24:00'],
    ['devDebugTime', '1733151600000'],
    ['devDebugTime', '%E8%8A'],
    // Out of the range the API takes: year 0000, the year 10000 in UTC, 1969.
    ['devDebugTime', '0000-01-01T00:00:00Z'],
    ['devDebugTime', '9999-12-31T23:59:59-09:00'],
    ['devDebugTime', '1969-12-31T23:59:59+09:00'],
    ['checkedAge', ''],
  ])('%s=%s reads as missing', (cookie, raw) => {
    expect(readRaw(cookie, raw)).toBeUndefined();
  });
});
