import { describe, expect, it } from 'vitest';
import { parsePageParam, parseRouteId } from './route-params.ts';

describe('parseRouteId', () => {
  it('accepts positive decimal integers', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
  });

  it.each([
    ['zero', '0'],
    ['negative', '-1'],
    ['letters', 'abc'],
    ['mixed', '12abc'],
    ['decimal', '1.5'],
    ['exponent', '1e3'],
    ['hex', '0x10'],
    ['plus sign', '+1'],
    ['leading zero', '01'],
    ['spaces', ' 1'],
    ['empty', ''],
    ['beyond the database integer', '2147483648'],
    ['beyond safe integers', '99999999999999999999'],
  ])('rejects %s (%j)', (_label, value) => {
    expect(parseRouteId(value)).toBeNull();
  });

  it('rejects a missing parameter', () => {
    expect(parseRouteId(undefined)).toBeNull();
  });
});

describe('parsePageParam', () => {
  it('reads a page number and falls back to the first page', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('two')).toBe(1);
  });
});
