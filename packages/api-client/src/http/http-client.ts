import { ApiError, FALLBACK_ERROR_STATUS } from '../api-error.ts';
import type { ApiClientConfig } from '../config.ts';
import type { CookiePlace } from '../cookies/cookie-attributes.ts';
import { readCookie } from '../cookies/product-cookies.ts';
import { resolveUserTrackingId } from '../tracking/user-tracking-id.ts';
import { buildHeaders } from './headers.ts';
import type { Query } from './query.ts';
import { readApiResponse } from './response.ts';
import { type HttpMethod, sendWithRetry } from './retry.ts';
import type { ResponseSchema } from './schema.ts';
import { buildUrl } from './url.ts';

export interface CallOptions {
  /** Aborting rejects the call with the signal's reason (an AbortError), not an ApiError, and stops any retry. */
  signal?: AbortSignal;
  /** Lets the request outlive the page (fetch `keepalive`): the player's last position report on `pagehide`. */
  keepalive?: boolean;
}

/** A file sent as it is, with its media type, instead of a JSON body. A stream is sent as it is read. */
export interface RawBody {
  data: Blob | ArrayBuffer | Uint8Array | ReadableStream<Uint8Array>;
  contentType: string;
}

export interface RequestOptions<T> extends CallOptions {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent instead of `body` (file uploads). Never retried, as no state-changing call is. */
  rawBody?: RawBody;
  /** Validates the envelope's `contents`; a mismatch is an ApiError(500) with the issues in `data`. */
  schema?: ResponseSchema<T>;
}

export type GetOptions<T> = Omit<RequestOptions<T>, 'body'>;

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: GetOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

function sendRaw(init: RequestInit, { data, contentType }: RawBody): void {
  init.body = data as RequestInit['body'];
  (init.headers as Headers).set('Content-Type', contentType);
  // fetch sends a stream only when told it may still be writing the body while the answer arrives.
  if (data instanceof ReadableStream) Object.assign(init, { duplex: 'half' });
}

function defaultPageUrl(): string | undefined {
  return (globalThis as { location?: { href: string } }).location?.href;
}

/** The spec §7 call rules around `fetch`: base URL, credentials, headers, retries, errors. */
export function createHttpClient(config: ApiClientConfig): HttpClient {
  const fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookiePlace: CookiePlace = { pageUrl: config.pageUrl ?? defaultPageUrl(), domain: config.cookieDomain };

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { query, body, rawBody, schema, signal, keepalive } = options;
    const url = buildUrl(config.baseUrl, path, query);
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: buildHeaders({
        userTrackingId: resolveUserTrackingId(config.cookieStore, cookiePlace),
        debugTime: config.isProduction ? undefined : readCookie(config.cookieStore, 'devDebugTime'),
        forwardHeaders: config.forwardHeaders,
      }),
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (rawBody !== undefined) sendRaw(init, rawBody);
    if (signal !== undefined) init.signal = signal;
    if (keepalive) init.keepalive = true;

    let response: Response;
    try {
      response = await sendWithRetry(method, signal, () => fetchImpl(url, init));
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new ApiError({ status: FALLBACK_ERROR_STATUS, cause: error });
    }
    // Before the body is read: a refusal may end a session as surely as a success starts one.
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) config.onSetCookie?.(setCookies);
    // Aborted while the first answer was being discarded, or after the last one arrived.
    signal?.throwIfAborted();
    try {
      return await readApiResponse(response, schema);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (signal?.aborted) throw signal.reason;
      // The body could not be read (connection dropped mid-answer).
      throw new ApiError({ status: FALLBACK_ERROR_STATUS, cause: error });
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
