import { API_ERRORS } from '@hanabi/contract';

/** The status an ApiError carries when the server gave none we can use (network failure, unreadable body). */
export const FALLBACK_ERROR_STATUS = API_ERRORS.internal.status;

/** Japanese message shown when the server sent none. */
export const GENERIC_ERROR_MESSAGE = API_ERRORS.internal.message;

export interface ApiErrorInit {
  /** HTTP status; 500 when there is none. */
  status: number;
  /** The envelope's `code`, when the body carried one. */
  code?: number | undefined;
  /** The parsed response body, or whatever explains the failure (for example validation issues). */
  data?: unknown;
  /** Japanese text; the server's message when it sent one. */
  message?: string | undefined;
  cause?: unknown;
}

/** Every failed call of the API client (spec §8: "an app error with the HTTP status (500 if none) and the response data"). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message || GENERIC_ERROR_MESSAGE, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
  }
}
