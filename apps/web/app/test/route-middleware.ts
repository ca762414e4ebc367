import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { requireIdParam } from '../lib/route-param-check.server.ts';

interface GuardedRoute<Args, Data> {
  middleware?: MiddlewareFunction<Response>[];
  loader(args: Args): Promise<Data>;
}

/**
 * What React Router hands a middleware or a loader for a request of `path` (on the web server's own host),
 * with the route's `params`.
 */
export function middlewareArgs<Params extends Record<string, string> = Record<string, never>>(
  path: string,
  context: RouterContextProvider,
  headers: Record<string, string> = {},
  params: Params = {} as Params,
) {
  const request = new Request(`http://127.0.0.1:3000${path}`, { headers });
  return { request, params, context, url: new URL(request.url), pattern: '' };
}

/**
 * Runs a route module's server middleware and then its loader, as React Router does for the route of a
 * request: each middleware goes on (`next`) or stops the request by throwing (a redirect, a route error).
 * Resolves with what the loader returned; rejects with what a middleware or the loader threw.
 */
export async function loadThroughMiddleware<Args, Data>(route: GuardedRoute<Args, Data>, args: Args): Promise<Data> {
  const middleware = route.middleware ?? [];
  let loaded: { data: Data } | undefined;
  const run = async (index: number): Promise<Response> => {
    const current = middleware[index];
    if (!current) {
      loaded = { data: await route.loader(args) };
      return new Response(null);
    }
    const response = await current(args as Parameters<typeof current>[0], () => run(index + 1));
    return response ?? new Response(null);
  };
  await run(0);
  if (!loaded) throw new Error('a middleware answered the request without running the loader');
  return loaded.data;
}

/**
 * Runs a loader the way its route does once the address's id is checked (requireIdParam hands it the id),
 * leaving out the route's guards: for tests of the loader alone.
 */
export function loadAfterIdCheck<Args, Data>(loader: (args: Args) => Promise<Data>, args: Args): Promise<Data> {
  return loadThroughMiddleware({ middleware: [requireIdParam], loader }, args);
}
