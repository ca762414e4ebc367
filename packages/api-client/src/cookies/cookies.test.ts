import { describe, expect, it } from 'vitest';
import { browserCookieStore } from './browser-cookie-store.ts';
import { parseCookieHeader } from './cookie-header.ts';
import type { CookieAttributes } from './cookie-store.ts';
import { requestCookieStore } from './request-cookie-store.ts';

const oneYear: CookieAttributes = { maxAge: 31_536_000, path: '/', sameSite: 'lax', secure: true };

describe('parseCookieHeader', () => {
  it('reads every pair, trimming spaces, unquoting and decoding values', () => {
    const cookies = parseCookieHeader(' festa_auth=abc ; checked_age="1";skip_time=%E8%8A%B1;broken');
    expect(Object.fromEntries(cookies)).toEqual({ festa_auth: 'abc', checked_age: '1', skip_time: '花' });
  });

  it('keeps the first of two cookies with the same name', () => {
    expect(parseCookieHeader('a=first; a=second').get('a')).toBe('first');
  });

  it('keeps a value it cannot decode as it is', () => {
    expect(parseCookieHeader('a=%E8%8A').get('a')).toBe('%E8%8A');
  });

  it('is empty for a missing header', () => {
    expect(parseCookieHeader(null).size).toBe(0);
  });
});

describe('requestCookieStore', () => {
  it("reads the request's Cookie header", () => {
    const store = requestCookieStore('festa_auth=s1; user_tracking_id=V1StGXR8_Z5jdHi6B-myT');
    expect(store.get('user_tracking_id')).toBe('V1StGXR8_Z5jdHi6B-myT');
    expect(store.get('missing')).toBeUndefined();
  });

  it('works without a Cookie header', () => {
    expect(requestCookieStore(null).get('festa_auth')).toBeUndefined();
  });

  it('collects one Set-Cookie per name, the last value winning, and reads it back', () => {
    const store = requestCookieStore('user_tracking_id=old');
    store.set('user_tracking_id', 'first', oneYear);
    store.set('user_tracking_id', 'second', oneYear);
    store.set('display_format', 'grid', { ...oneYear, secure: false, domain: '.hanabi.test' });
    expect(store.get('user_tracking_id')).toBe('second');
    expect(store.setCookieHeaders()).toEqual([
      'user_tracking_id=second; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'display_format=grid; Max-Age=31536000; Path=/; SameSite=Lax; Domain=.hanabi.test',
    ]);
  });

  it('has nothing to set when nothing was set', () => {
    expect(requestCookieStore('a=1').setCookieHeaders()).toEqual([]);
  });
});

describe('browserCookieStore', () => {
  it('reads document.cookie and writes a cookie string to it', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'festa_auth=s1; user_tracking_id=V1StGXR8_Z5jdHi6B-myT';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    const store = browserCookieStore({ document: doc });
    expect(store.get('user_tracking_id')).toBe('V1StGXR8_Z5jdHi6B-myT');
    store.set('user_tracking_id', 'new-id', oneYear);
    expect(writes).toEqual(['user_tracking_id=new-id; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });

  it('refuses to start without a document', () => {
    expect(() => browserCookieStore()).toThrow(/requestCookieStore/);
  });
});
