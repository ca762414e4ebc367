import {
  type ApiClient,
  type ApiClientConfig,
  ApiError,
  createApiClient,
  PRODUCT_COOKIES,
  type RequestCookieStore,
  requestCookieStore,
} from '@hanabi/api-client';
import type { UserStatus } from '@hanabi/contract';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import {
  type ApiAnswerCache,
  createApiAnswerCache,
  type PageSharing,
  pageRequestMayShare,
  sharingFetch,
} from './api-answer-cache.server.ts';
import { type Env, getEnv } from './env.server.ts';
import { serverRequestInfoContext, type ViewerRequest } from './load-context.ts';
import { setPageCacheHeaders } from './page-cache-headers.server.ts';
import { apiErrorResponse } from './route-errors.ts';

/** Per-request state shared by the middleware and every loader of one request. */
export interface WebRequestContext {
  env: Env;
  api: ApiClient;
  /**
   * The viewer's status, asked of the API once per request however many loaders need it (the root's page
   * shell and a page that decides on it run side by side on a document request).
   */
  userStatus(): Promise<UserStatus>;
  /**
   * How `api` was built (base URL, the viewer's cookies and headers), for a client of another part of the API
   * to call it the same way: the operator console's (`@hanabi/api-client/admin`).
   */
  apiConfig: ApiClientConfig;
  /** Passes a Set-Cookie of the API's on to the browser (the console's session cookie). */
  passOnSetCookie(header: string): void;
  /** Set-Cookie values for the browser: the tracking-id cookie the client set, and those passed on. */
  setCookieHeaders(): string[];
  /** Whether the page may be shared, from what its API answers said (decision 0057). */
  pageSharing: PageSharing;
}

let processAnswerCache: { seconds: number; cache: ApiAnswerCache | null } | undefined;

/** The process's one cache of API answers, made on first use with the setting's lifetime. */
function answerCacheOf(env: Env): ApiAnswerCache | null {
  if (processAnswerCache?.seconds !== env.API_ANSWER_CACHE_SECONDS) {
    processAnswerCache = {
      seconds: env.API_ANSWER_CACHE_SECONDS,
      cache: createApiAnswerCache(env.API_ANSWER_CACHE_SECONDS),
    };
  }
  return processAnswerCache.cache;
}

export const webRequestContext = createContext<WebRequestContext | null>(null);

/** Headers of the viewer's request passed on to the API, so it sees the viewer's session and address. */
function forwardedHeaders(viewer: ViewerRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const cookie = viewer.headers.get('cookie');
  if (cookie) headers.Cookie = cookie;
  const userAgent = viewer.headers.get('user-agent');
  if (userAgent) headers['User-Agent'] = userAgent;
  const acceptLanguage = viewer.headers.get('accept-language');
  if (acceptLanguage) headers['Accept-Language'] = acceptLanguage;
  // The id the web server gave the page request (server/operations.ts): the API logs its calls under it too.
  const requestId = viewer.headers.get('x-request-id');
  if (requestId) headers['X-Request-Id'] = requestId;
  if (viewer.clientAddress) {
    const chain = viewer.headers.get('x-forwarded-for');
    headers['X-Forwarded-For'] = chain ? `${chain}, ${viewer.clientAddress}` : viewer.clientAddress;
  }
  return headers;
}

/**
 * The viewer's cookies for one page request, except that a tracking id made for a first visit stays with this
 * request: its calls all send that one id, but the page sets no cookie for it. A page that sets a cookie can
 * never be shared, and first visits are most of what a CDN or this process's cache would serve (decision
 * 0057); the browser makes and keeps its own id once the page is interactive (lib/browser-session.ts).
 */
function cookiesOfPageRequest(cookieHeader: string | null): RequestCookieStore {
  const store = requestCookieStore(cookieHeader);
  let trackingId: string | undefined;
  return {
    get: (name) => (name === TRACKING_COOKIE && trackingId !== undefined ? trackingId : store.get(name)),
    set(name, value, attributes) {
      if (name === TRACKING_COOKIE) trackingId = value;
      else store.set(name, value, attributes);
    },
    setCookieHeaders: () => store.setCookieHeaders(),
  };
}

const TRACKING_COOKIE = PRODUCT_COOKIES.userTrackingId.name;

/**
 * One API client for one viewer request: SSR calls go to API_INTERNAL_URL with the viewer's cookies, through
 * the process's cache of shareable answers (`answerCache`, the setting's unless given).
 */
export function createWebRequestContext(
  env: Env,
  viewer: ViewerRequest,
  fetchImpl?: typeof fetch,
  answerCache: ApiAnswerCache | null = answerCacheOf(env),
): WebRequestContext {
  const cookieStore = cookiesOfPageRequest(viewer.headers.get('cookie'));
  const pageSharing: PageSharing = { shareable: pageRequestMayShare('GET', viewer.headers), sharedSeconds: undefined };
  const forwarded = forwardedHeaders(viewer);
  const apiConfig: ApiClientConfig = {
    baseUrl: env.API_INTERNAL_URL,
    isProduction: env.APP_ENV === 'production',
    cookieStore,
    pageUrl: viewer.url,
    cookieDomain: env.COOKIE_DOMAIN,
    forwardHeaders: forwarded,
    fetch: sharingFetch(
      fetchImpl ?? ((input, init) => fetch(input, init)),
      answerCache,
      pageSharing,
      forwarded['X-Forwarded-For'] ?? '',
    ),
  };
  const api = createApiClient(apiConfig);
  const passedOn: string[] = [];
  let userStatus: Promise<UserStatus> | undefined;
  return {
    env,
    api,
    userStatus: () => {
      userStatus ??= api.getUserStatus();
      return userStatus;
    },
    apiConfig,
    passOnSetCookie: (header) => passedOn.push(header),
    setCookieHeaders: () => [...cookieStore.setCookieHeaders(), ...passedOn],
    pageSharing,
  };
}

/**
 * Root middleware: builds the request's API client from what server/app.ts put in the load context
 * (under `react-router dev` there is none: the environment then comes from this process), and sends the
 * cookies the client set back to the viewer.
 */
export const webRequestMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let web = context.get(webRequestContext);
  if (!web) {
    const info = context.get(serverRequestInfoContext);
    if (info) {
      web = createWebRequestContext(info.env, info.viewer);
    } else {
      const env = getEnv();
      const { pathname, search } = new URL(request.url);
      web = createWebRequestContext(env, { url: `${env.WEB_ORIGIN}${pathname}${search}`, headers: request.headers });
    }
    context.set(webRequestContext, web);
  }
  const response = await next();
  for (const cookie of web.setCookieHeaders()) response.headers.append('Set-Cookie', cookie);
  setPageCacheHeaders(request, response, web.pageSharing);
  return response;
};

export function getWebRequest(context: Readonly<RouterContextProvider>): WebRequestContext {
  const web = context.get(webRequestContext);
  if (!web) throw new Error('No web request context: is webRequestMiddleware installed on the root route?');
  return web;
}

export function getApi(context: Readonly<RouterContextProvider>): ApiClient {
  return getWebRequest(context).api;
}

/** The outcome of a call whose failure only one part of a page shows (a section), not the whole page. */
export type SectionResult<T> = { ok: true; data: T } | { ok: false; status: number };

/** Runs an API call for one section of a page: a failed call leaves the rest of the page standing. */
export async function loadSection<T>(call: () => Promise<T>): Promise<SectionResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`A page section could not be loaded (HTTP ${error.status}).`, error.message);
    return { ok: false, status: error.status };
  }
}

/** Runs an API call for a loader; a failed call becomes a route error response carrying the API's status. */
export async function loadFromApi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw apiErrorResponse(error);
    throw error;
  }
}
