import { describe, expect, it } from 'vitest';
import { agePermission } from './age-permission.server.ts';
import { redirectToInquiry } from './redirect-to-inquiry.server.ts';
import { requireLoggedIn } from './require-logged-in.server.ts';
import { type RouteGuardName, routeGuard, routeGuards } from './route-guards.server.ts';

describe('routeGuards', () => {
  it('gives the named guards as middleware, in the order named', () => {
    expect(routeGuards('requireLoggedIn', 'redirectToInquiry')).toEqual([requireLoggedIn, redirectToInquiry]);
    expect(routeGuards('agePermission')).toEqual([agePermission]);
    expect(routeGuards()).toEqual([]);
  });

  it("fails with 'Unknown route middleware' for a name it does not know", () => {
    // @ts-expect-error: the compiler refuses a name that is not a guard's.
    expect(() => routeGuards('ageCheck')).toThrow(new Error('Unknown route middleware'));
  });

  it('checks names that come from data at run time, properties of every object included', () => {
    const fromData: string[] = JSON.parse('["requireLoggedIn", "toString"]');
    expect(routeGuard(fromData[0] ?? '')).toBe(requireLoggedIn);
    expect(() => routeGuard(fromData[1] ?? '')).toThrow('Unknown route middleware');
    expect(() => routeGuards(...(fromData as RouteGuardName[]))).toThrow('Unknown route middleware');
    expect(() => routeGuard('__proto__')).toThrow('Unknown route middleware');
  });
});
