export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Spec §7: these statuses are retried once for non-mutating methods. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Spec §7: PATCH, POST, PUT and DELETE are never retried. */
const NON_MUTATING_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isRetryableMethod(method: HttpMethod): boolean {
  return NON_MUTATING_METHODS.has(method);
}

/**
 * Calls `send` once, and once more for a non-mutating method whose first attempt threw (network
 * failure) or answered a retryable status. Never a third time; never after the caller aborted.
 * A thrown error is passed on unchanged; the caller turns it into an ApiError.
 */
export async function sendWithRetry(
  method: HttpMethod,
  signal: AbortSignal | undefined,
  send: () => Promise<Response>,
): Promise<Response> {
  const attempts = isRetryableMethod(method) ? 2 : 1;
  const mayRetry = (attempt: number) => attempt < attempts && signal?.aborted !== true;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      if (!mayRetry(attempt)) throw error;
      continue;
    }
    if (!mayRetry(attempt) || !RETRYABLE_STATUSES.has(response.status)) return response;
    // Free the connection of the discarded answer before asking again.
    await response.body?.cancel().catch(() => undefined);
  }
}
