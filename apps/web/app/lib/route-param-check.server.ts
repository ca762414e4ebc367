import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { invalidRouteParams } from './route-errors.ts';
import { parseRouteId } from './route-params.ts';

/** The `:id` of this request, parsed by requireIdParam. Set per request: a default value would be shared. */
const routeIdContext = createContext<number | null>(null);

/**
 * Route middleware for routes with an `:id`: spec §2's first rule comes before every other, so an address
 * whose id is not an id is 'Page Not Found: {path}' before any guard (a guest is not sent to log in first).
 * The id it parsed is the loader's (routeIdOf): each route reads its id once.
 */
export const requireIdParam: MiddlewareFunction<Response> = ({ params, request, context }, next) => {
  const id = parseRouteId(params.id);
  if (id === null) throw invalidRouteParams(new URL(request.url).pathname);
  context.set(routeIdContext, id);
  return next();
};

/** The `:id` requireIdParam let through; for the loader of a route whose middleware starts with it. */
export function routeIdOf(context: Readonly<RouterContextProvider>): number {
  const id = context.get(routeIdContext);
  if (id === null) throw new Error("routeIdOf: requireIdParam is not in this route's middleware");
  return id;
}
