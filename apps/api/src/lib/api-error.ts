import { API_ERRORS, type ApiErrorName } from '@hanabi/contract';

/** Which input was wrong, for developers; the envelope's message stays the Japanese text. */
export interface ErrorDetail {
  /** Where the value came from and its path, e.g. `params.id`, `querystring.per_page`. */
  field: string;
  /** Machine-readable reason, e.g. `too_big`, `invalid_type`. */
  reason: string;
}

/** An error the API answers on purpose, with one of the catalogue's codes (spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorName;
  readonly details: ErrorDetail[] | undefined;

  constructor(kind: ApiErrorName, options: { details?: ErrorDetail[]; cause?: unknown } = {}) {
    super(`${kind}: ${API_ERRORS[kind].message}`, { cause: options.cause });
    this.kind = kind;
    this.details = options.details;
  }

  get statusCode(): number {
    return API_ERRORS[this.kind].status;
  }
}
