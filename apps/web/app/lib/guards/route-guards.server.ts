import type { MiddlewareFunction } from 'react-router';
import { agePermission } from './age-permission.server.ts';
import { redirectToInquiry } from './redirect-to-inquiry.server.ts';
import { requireLoggedIn } from './require-logged-in.server.ts';

/** A named route guard: server middleware that lets the request through or redirects it. */
export type RouteGuard = MiddlewareFunction<Response>;

/** The named route guards of spec §2. */
const ROUTE_GUARDS = { agePermission, requireLoggedIn, redirectToInquiry };

export type RouteGuardName = keyof typeof ROUTE_GUARDS;

/**
 * The guard of that name. Names written in code are checked by the compiler (routeGuards); a name that
 * comes from data is checked here, and an unknown one fails as spec §8 says.
 */
export function routeGuard(name: string): RouteGuard {
  if (!Object.hasOwn(ROUTE_GUARDS, name)) throw new Error('Unknown route middleware');
  return ROUTE_GUARDS[name as RouteGuardName];
}

/**
 * A route module's server middleware, in the order given: `export const middleware = routeGuards(…)`.
 * Server middleware runs for the document and for the data request of every client navigation to a route
 * with a loader, so each guard decides on the server, where the cookies and the API are.
 */
export function routeGuards(...names: RouteGuardName[]): RouteGuard[] {
  return names.map(routeGuard);
}
