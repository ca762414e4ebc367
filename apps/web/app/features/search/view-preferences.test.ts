import { type CookieAttributes, readCookie } from '@hanabi/api-client';
import { describe, expect, it } from 'vitest';
import { dismissCoachMark, otherFormat, saveDisplayFormat, saveUnsafeSearch } from './view-preferences.ts';

function memoryStore() {
  const values = new Map<string, string>();
  const attributes = new Map<string, CookieAttributes>();
  return {
    values,
    attributes,
    get: (name: string) => values.get(name),
    set(name: string, value: string, attrs: CookieAttributes) {
      values.set(name, value);
      attributes.set(name, attrs);
    },
  };
}

const place = { pageUrl: 'https://anime.hanabi.example/search?q=a', domain: undefined };

describe('the viewer’s search view preferences', () => {
  it('switching the view keeps the choice for a year and retires the hint', () => {
    const store = memoryStore();
    expect(otherFormat('list')).toBe('grid');
    saveDisplayFormat(store, otherFormat('list'), place);
    expect(readCookie(store, 'displayFormat')).toBe('grid');
    expect(readCookie(store, 'hideDisplayFormatCoachMark')).toBe(true);
    expect(store.attributes.get('display_format')?.maxAge).toBe(31_536_000);
    saveDisplayFormat(store, otherFormat('grid'), place);
    expect(readCookie(store, 'displayFormat')).toBe('list');
  });

  it('closing the hint retires it without changing the view', () => {
    const store = memoryStore();
    dismissCoachMark(store, place);
    expect(readCookie(store, 'hideDisplayFormatCoachMark')).toBe(true);
    expect(readCookie(store, 'displayFormat')).toBeUndefined();
  });

  it('the mature-results setting is written either way', () => {
    const store = memoryStore();
    saveUnsafeSearch(store, true, place);
    expect(readCookie(store, 'unsafeSearch')).toBe(true);
    saveUnsafeSearch(store, false, place);
    expect(readCookie(store, 'unsafeSearch')).toBe(false);
  });
});
