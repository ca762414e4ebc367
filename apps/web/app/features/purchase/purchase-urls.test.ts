import { describe, expect, it } from 'vitest';
import { hrefOf, intentOf, withIntent } from './purchase-urls.ts';

const KEY = '0b6f3c1e-8a2d-4f57-9c3e-2d1a7b9e4f60';

describe('purchase intent in the address', () => {
  it('reads a valid key and ignores anything else', () => {
    expect(intentOf(`?intent=${KEY}`)).toBe(KEY);
    expect(intentOf('?tid=3')).toBeNull();
    expect(intentOf('?intent=short')).toBeNull();
    expect(intentOf('?intent=has%20space%20in%20it%20too')).toBeNull();
  });

  it('sets and removes the intent, keeping the other parameters', () => {
    const page = { pathname: '/episodes/5/purchase_confirm', search: '?tid=3' };
    expect(hrefOf(withIntent(page, KEY))).toBe(`/episodes/5/purchase_confirm?tid=3&intent=${KEY}`);
    expect(hrefOf(withIntent({ ...page, search: `?intent=${KEY}&tid=3` }, null))).toBe(
      '/episodes/5/purchase_confirm?tid=3',
    );
    expect(hrefOf(withIntent({ ...page, search: `?intent=${KEY}` }, null))).toBe('/episodes/5/purchase_confirm');
  });
});
