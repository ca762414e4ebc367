/** Test support: a `fetch` that records every request and answers from a script, in order. */

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestInit['credentials'];
  signal: AbortSignal | undefined;
  keepalive: boolean;
}

/** An answer, an error to throw (a network failure), or a function producing either. */
export type ScriptedAnswer = Response | Error | ((request: RecordedRequest) => Response | Error);

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
}

export function fakeFetch(...script: ScriptedAnswer[]): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetchFn = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const request: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
      credentials: init?.credentials,
      signal: init?.signal ?? undefined,
      keepalive: init?.keepalive ?? false,
    };
    requests.push(request);
    // Like the real fetch: an aborted signal rejects with its reason.
    request.signal?.throwIfAborted();
    const next = script[requests.length - 1];
    if (next === undefined) throw new Error(`fakeFetch: no answer scripted for request #${requests.length}`);
    const answer = typeof next === 'function' ? next(request) : next;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch: fetchFn, requests };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** `{ code: 2000, contents }` with HTTP 200. */
export function successResponse(contents: unknown): Response {
  return jsonResponse(200, { code: 2000, contents });
}

/** `{ code, message }` with the given HTTP status. */
export function errorResponse(status: number, code: number, message: string): Response {
  return jsonResponse(status, { code, message });
}

export function networkError(): TypeError {
  return new TypeError('fetch failed');
}
