import { describe, expect, it } from 'vitest';
import { canonicalListPath, rankingTitlesPath, readListQuery } from './list-query.ts';

const at = (path: string) => new URL(`http://localhost:3000${path}`);

describe('readListQuery', () => {
  it('reads page, genre, sort and period as the API names them', () => {
    expect(readListQuery(at('/new_general_titles?page=3&genre_id=12&sort=popular&period=monthly'))).toEqual({
      page: 3,
      genreId: 12,
      sort: 'popular',
      period: 'monthly',
    });
  });

  it('falls back to the first page, every genre, the default order and the weekly period', () => {
    expect(readListQuery(at('/free'))).toEqual({ page: 1, genreId: undefined, sort: undefined, period: 'weekly' });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2abc', { page: 1 }],
    ['genre_id=1e3', { genreId: undefined }],
    ['genre_id=007', { genreId: undefined }],
    ['genre_id=99999999999', { genreId: undefined }],
    ['sort=random', { sort: undefined }],
    ['sort=NEWEST', { sort: undefined }],
    ['period=yearly', { period: 'weekly' }],
  ])('ignores %s rather than send it on to fail', (query, expected) => {
    expect(readListQuery(at(`/rankings/titles?${query}`))).toMatchObject(expected);
  });
});

describe('canonicalListPath', () => {
  it('keeps only what changes the list, in the order written', () => {
    expect(
      canonicalListPath({ pathname: '/rankings/titles', search: '?tid=3&period=daily&utm_source=x&page=2&genre_id=4' }),
    ).toBe('/rankings/titles?period=daily&page=2&genre_id=4');
  });

  it('is the bare path when nothing in the query changes the list', () => {
    expect(canonicalListPath({ pathname: '/free', search: '?tid=9' })).toBe('/free');
  });
});

describe('rankingTitlesPath', () => {
  it("links the whole ranking of a period, or of a genre's", () => {
    expect(rankingTitlesPath('daily')).toBe('/rankings/titles?period=daily');
    expect(rankingTitlesPath('monthly', 5)).toBe('/rankings/titles?period=monthly&genre_id=5');
  });
});
