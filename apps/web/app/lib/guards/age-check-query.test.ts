import { describe, expect, it } from 'vitest';
import { ageCheckLocation, backwardPathOf, previousPathOf } from './age-check-query.ts';

const SITE = 'https://hanabi.example';
const target = (path: string) => new URL(`http://127.0.0.1:3000${path}`);

/** The redirect's query, as a viewer's browser reads it. */
function queryOf(location: string) {
  const url = new URL(location, SITE);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('previousPathOf (backward_path)', () => {
  it("is the Referer's path and query when it is a page of this site", () => {
    expect(previousPathOf(target('/titles/40'), `${SITE}/search?q=%E6%81%8B&page=2`, SITE)).toBe(
      '/search?q=%E6%81%8B&page=2',
    );
  });

  it('is / without a Referer, or with one that cannot be read', () => {
    expect(previousPathOf(target('/titles/40'), null, SITE)).toBe('/');
    expect(previousPathOf(target('/titles/40'), 'not a url', SITE)).toBe('/');
  });

  it("is / when the Referer is another site's page", () => {
    expect(previousPathOf(target('/titles/40'), 'https://evil.example/titles/3', SITE)).toBe('/');
    expect(previousPathOf(target('/titles/40'), 'http://hanabi.example/titles/3', SITE)).toBe('/');
  });

  it('is / when the previous page is the page asked for (a reload)', () => {
    expect(previousPathOf(target('/titles/40?tid=3'), `${SITE}/titles/40?tid=3`, SITE)).toBe('/');
  });

  it('is the previous page when only its query differs from the page asked for', () => {
    expect(previousPathOf(target('/titles/40'), `${SITE}/titles/40?tid=3`, SITE)).toBe('/titles/40?tid=3');
  });

  it("is / when this site's Referer hides another host in its path", () => {
    expect(previousPathOf(target('/titles/40'), `${SITE}//evil.example/`, SITE)).toBe('/');
  });
});

describe('ageCheckLocation', () => {
  it('sends the viewer to the same path with check_age=true and backward_path', () => {
    expect(queryOf(ageCheckLocation(target('/titles/40'), `${SITE}/titles/2`, SITE))).toEqual({
      path: '/titles/40',
      query: { check_age: 'true', backward_path: '/titles/2' },
    });
  });

  it('keeps is_mature when it was true, and only then', () => {
    expect(queryOf(ageCheckLocation(target('/exclusive_titles?is_mature=true&page=2'), null, SITE))).toEqual({
      path: '/exclusive_titles',
      query: { check_age: 'true', backward_path: '/', is_mature: 'true' },
    });
    expect(queryOf(ageCheckLocation(target('/campaigns/12?is_mature=1'), null, SITE)).query).toEqual({
      check_age: 'true',
      backward_path: '/',
    });
  });
});

describe('backwardPathOf', () => {
  it('returns to a path on this site, and home from anything else', () => {
    expect(backwardPathOf('/titles/2?tid=9')).toBe('/titles/2?tid=9');
    expect(backwardPathOf('//evil.example/')).toBe('/');
    expect(backwardPathOf('https://evil.example/')).toBe('/');
    expect(backwardPathOf(null)).toBe('/');
  });
});
