import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath', () => {
  it.each([
    ['/', '/'],
    ['/titles/12', '/titles/12'],
    ['/exclusive_titles?is_mature=true&page=2', '/exclusive_titles?is_mature=true&page=2'],
    ['/search?q=%E8%8A%B1%E7%81%AB', '/search?q=%E8%8A%B1%E7%81%AB'],
    ['/titles/12#episodes', '/titles/12'],
    ['/my/../titles/3', '/titles/3'],
  ])('keeps the path on this site %s as %s', (candidate, path) => {
    expect(sameSitePath(candidate)).toBe(path);
  });

  it.each([
    ['nothing', ''],
    ['another site', 'https://evil.example/'],
    ['a scheme-relative host', '//evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later in the path', '/titles\\..\\..\\evil.example'],
    ['a host reached through dot segments', '/a/../..//evil.example'],
    ['an encoded double slash', '/%2F%2Fevil.example'],
    ['a doubly encoded double slash', '/%252F%252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a relative path', 'titles/12'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a leading space', ' /titles/12'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline inside', '/titles/12\r\nSet-Cookie: a=b'],
    ['a right-to-left mark', '/titles/\u202e21'],
    ['full-width slashes', '／／evil.example'],
    ['an overlong path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_case, candidate) => {
    expect(sameSitePath(candidate)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath(undefined)).toBeNull();
  });
});
