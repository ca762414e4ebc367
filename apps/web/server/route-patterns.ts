/**
 * The route pattern a page request matched (`/titles/:title_id`), for metrics labels: one series per route of
 * the app, never one per URL (decision 0056).
 */
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

interface PatternRoute {
  id: string;
  path?: string;
  index?: boolean;
  children?: PatternRoute[];
}

function routeTree(build: ServerBuild): PatternRoute[] {
  const byParent = new Map<string | undefined, PatternRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node: PatternRoute = { id: route.id, ...(route.path === undefined ? {} : { path: route.path }) };
    if (route.index) node.index = true;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  const attach = (nodes: PatternRoute[]): PatternRoute[] =>
    nodes.map((node) => {
      const children = byParent.get(node.id);
      return children && !node.index ? { ...node, children: attach(children) } : node;
    });
  return attach(byParent.get(undefined) ?? []);
}

/** Returns the pattern of a path: the matched routes' paths joined, or `unmatched`. */
export function routePatterns(build: ServerBuild): (pathname: string) => string {
  const routes = routeTree(build) as RouteObject[];
  return (pathname) => {
    const matches = matchRoutes(routes, pathname);
    if (!matches) return 'unmatched';
    const segments = matches.map((match) => match.route.path).filter((path): path is string => Boolean(path));
    return `/${segments.join('/')}`.replace(/\/+/g, '/');
  };
}
