import { describe, expect, it } from 'vitest';
import { readSearchInput, searchPath } from './search-query.ts';

const at = (address: string) => new URL(address, 'https://anime.hanabi.example');

describe('the search page’s address', () => {
  it('reads the text as typed, trimmed, with the page and the synopsis switch', () => {
    expect(readSearchInput(at('/search?q=%20%EF%BE%8A%EF%BE%99%20&fulltext=1&page=2'))).toEqual({
      kind: 'search',
      text: 'ﾊﾙ',
      fullText: true,
      page: 2,
      maturePage: 1,
    });
  });

  it('treats no text, or spaces alone, as no search', () => {
    expect(readSearchInput(at('/search'))).toEqual({ kind: 'empty' });
    expect(readSearchInput(at('/search?q=%20%20'))).toEqual({ kind: 'empty' });
  });

  it('catches a text longer than the API accepts', () => {
    expect(readSearchInput(at(`/search?q=${'あ'.repeat(101)}`))).toMatchObject({ kind: 'too_long' });
  });

  it('falls back to the first page for a page that is not one', () => {
    expect(readSearchInput(at('/search?q=a&page=0&mature_page=x'))).toMatchObject({ page: 1, maturePage: 1 });
  });

  it('writes the address a form would', () => {
    expect(searchPath('花火', false)).toBe('/search?q=%E8%8A%B1%E7%81%AB');
    expect(searchPath('夏', true)).toBe('/search?q=%E5%A4%8F&fulltext=1');
  });
});
