import type { MiddlewareFunction } from 'react-router';
import { invalidRouteParams } from './route-errors.ts';
import { parseRouteId } from './route-params.ts';

/**
 * Route middleware for routes with an `:id`: spec §2's first rule comes before every other, so an address
 * whose id is not an id is 'Page Not Found: {path}' before any guard (a guest is not sent to log in first).
 */
export const requireIdParam: MiddlewareFunction<Response> = ({ params, request }, next) => {
  if (parseRouteId(params.id) === null) throw invalidRouteParams(new URL(request.url).pathname);
  return next();
};
