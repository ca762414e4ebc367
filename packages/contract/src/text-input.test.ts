import { describe, expect, it } from 'vitest';
import { findUnsafeText, isUnsafeText } from './text-input.ts';

describe('unsafe text', () => {
  it.each([
    ['a NUL', 'ab\u0000c'],
    ['a lone high surrogate', 'ab\uD800'],
    ['a lone low surrogate', '\uDC00ab'],
    ['two high surrogates', '\uD83D\uD83D'],
  ])('is %s', (_name, text) => {
    expect(isUnsafeText(text)).toBe(true);
  });

  it.each(['', 'はなび', 'Hanabi 🎆', '\uD83C\uDF86', 'tab\tand\nnewline'])('is not %j', (text) => {
    expect(isUnsafeText(text)).toBe(false);
  });

  it('names where the first one is in a parsed input, however deep', () => {
    expect(findUnsafeText({ q: 'はなび', page: 2 })).toBeUndefined();
    expect(findUnsafeText({ name: 'a', items: ['x', { note: 'y\u0000' }] })).toEqual(['items', '1', 'note']);
    let deep: unknown = 'z\uDC00';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(100_000);
  });
});
