export { ApiError, type ApiErrorInit, GENERIC_ERROR_MESSAGE } from './api-error.ts';
export type { ApiClientConfig } from './config.ts';
export {
  type BrowserCookieStoreOptions,
  browserCookieStore,
  type CookieDocument,
} from './cookies/browser-cookie-store.ts';
export type { CookiePlace } from './cookies/cookie-attributes.ts';
export { parseCookieHeader } from './cookies/cookie-header.ts';
export type { CookieAttributes, CookieStore } from './cookies/cookie-store.ts';
export {
  type CookieSource,
  clearCookie,
  DISPLAY_FORMATS,
  type DisplayFormat,
  PRODUCT_COOKIES,
  type ProductCookie,
  type ProductCookieValue,
  readCookie,
  SKIP_SECONDS_RANGE,
  TITLE_ID_LIST_LIMIT,
  writeCookie,
} from './cookies/product-cookies.ts';
export { type RequestCookieStore, requestCookieStore } from './cookies/request-cookie-store.ts';
export { type ApiClient, createApiClient } from './create-api-client.ts';
export type { EpisodeUpdatesQuery } from './endpoints/episode-lists.ts';
export type { RecommendedTitlesRequest } from './endpoints/rankings.ts';
export type { SearchRequest, TitleSuggestionRequest } from './endpoints/search.ts';
export type { DisplayableTitlesQuery } from './endpoints/titles.ts';
export type { HiddenTitlesRequest, MylistRequest } from './endpoints/viewer-lists.ts';
export type { WatchingEpisodesRequest } from './endpoints/watching.ts';
export type { CallOptions, GetOptions, HttpClient, RequestOptions } from './http/http-client.ts';
export type { Query, QueryValue } from './http/query.ts';
export { type HttpMethod, RETRYABLE_STATUSES } from './http/retry.ts';
export type { ResponseSchema } from './http/schema.ts';
export { resolveUserTrackingId } from './tracking/user-tracking-id.ts';
