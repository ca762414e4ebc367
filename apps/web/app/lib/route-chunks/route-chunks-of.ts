/**
 * Which JavaScript chunks a path needs: the modules (and their imports) of the routes it matches, read
 * from React Router's browser manifest. The manifest holds the routes discovered so far (React Router
 * discovers the routes of rendered links lazily), so a path of an undiscovered route needs nothing yet.
 */
import { matchRoutes, type RouteObject } from 'react-router';

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  imports?: string[];
}

export interface BrowserManifest {
  routes: Record<string, ManifestRoute | undefined>;
}

type RouteWithId = RouteObject & { id: string };

function routeTree(manifest: BrowserManifest): RouteWithId[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteWithId[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
    );
  return build(undefined);
}

/** The chunk URLs of every route `pathname` matches; none when it matches nothing known yet. */
export function routeChunksOf(manifest: BrowserManifest, pathname: string): string[] {
  const matches = matchRoutes(routeTree(manifest), pathname) ?? [];
  return matches.flatMap(({ route }) => {
    const entry = manifest.routes[(route as RouteWithId).id];
    return entry ? [entry.module, ...(entry.imports ?? [])] : [];
  });
}
