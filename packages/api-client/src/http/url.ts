import { type Query, serializeQuery } from './query.ts';

/** Joins the configured base URL (which may carry a path prefix) with an API path and its query. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  return `${base}${suffix}${serializeQuery(query)}`;
}
