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
  /** The Japanese message the viewer reads: the catalogue's, or a more precise one for this failure. */
  readonly viewerMessage: string;

  constructor(kind: ApiErrorName, options: { details?: ErrorDetail[]; message?: string; cause?: unknown } = {}) {
    const viewerMessage = options.message ?? API_ERRORS[kind].message;
    super(`${kind}: ${viewerMessage}`, { cause: options.cause });
    this.kind = kind;
    this.details = options.details;
    this.viewerMessage = viewerMessage;
  }

  get statusCode(): number {
    return API_ERRORS[this.kind].status;
  }
}
