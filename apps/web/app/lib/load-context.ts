import { createContext, type RouterContext, RouterContextProvider } from 'react-router';
import type { Env } from './env.server.ts';

/** What the web server knows about the viewer's request beyond the Fetch `Request` itself. */
export interface ViewerRequest {
  /** The page URL on the public origin (WEB_ORIGIN), not on the request's Host header. */
  url: string;
  headers: Headers;
  /** The viewer's address as the web server sees it (after its proxy settings), when known. */
  clientAddress?: string | undefined;
}

/** What server/app.ts hands to the app for one request: plain data, no objects of the app's own modules. */
export interface ServerRequestInfo {
  env: Env;
  viewer: ViewerRequest;
  /** The nonce of this response's Content-Security-Policy, for the inline scripts of the document. */
  cspNonce?: string | undefined;
  /** The status the web server refused the request with (server/request-refusal.ts): the error page answers. */
  refusal?: number | undefined;
}

/**
 * server/app.ts (run by tsx) and the Vite server bundle each load their own copy of this module, and a
 * context is matched by identity: the one key lives in the process-wide symbol registry so both copies
 * agree. Only plain data crosses this boundary; the API client is built inside the bundle
 * (webRequestMiddleware), so that `instanceof ApiError` in loaders meets the bundle's own class.
 */
const KEY = Symbol.for('hanabi.web.server-request-info');
const registry = globalThis as { [KEY]?: RouterContext<ServerRequestInfo | null> };
registry[KEY] ??= createContext<ServerRequestInfo | null>(null);
export const serverRequestInfoContext: RouterContext<ServerRequestInfo | null> = registry[KEY];

/** The load context of server/app.ts (v8_middleware requires a RouterContextProvider). */
export function createLoadContext(info: ServerRequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverRequestInfoContext, info);
  return context;
}
