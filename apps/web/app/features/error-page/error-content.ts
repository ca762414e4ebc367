import { API_ERRORS, OUTSIDE_JAPAN_CODE, UNAVAILABLE_PAGE_MESSAGE } from '@hanabi/contract';
import { isRouteErrorResponse } from 'react-router';

export type ErrorKind = 'not-found' | 'unavailable' | 'outside-japan' | 'bad-request' | 'technical';

export interface ErrorContent {
  status: number;
  kind: ErrorKind;
  /** What the viewer reads (spec §8). */
  message: string;
  /** The technical text (route error data or API message), kept out of sight for tests and support. */
  detail: string;
  /** The API's error code, when the error came from the API. */
  code: number | null;
}

/**
 * The contract's API messages (spec §8), so the page and the API say the same thing; the 404 and 503
 * pages add what a page needs beyond the API's sentence (why the page may be gone, when to retry).
 */
const ERROR_MESSAGES: Record<Exclude<ErrorKind, 'bad-request'>, string> = {
  'not-found': `${API_ERRORS.notFound.message}削除されたか、公開期間が終了した可能性があります。`,
  unavailable: UNAVAILABLE_PAGE_MESSAGE,
  'outside-japan': API_ERRORS.outsideJapan.message,
  technical: API_ERRORS.internal.message,
};

/** Client errors the page explains by their status: the request itself was refused, nothing broke. */
const BAD_REQUEST_STATUSES = new Set([400, 405, 409, 411, 413, 414, 415, 422, 429, 431]);

/** The contract's sentence for a refused request's status (413: too large…), or the bad-request one. */
function badRequestMessage(status: number): string {
  return Object.values(API_ERRORS).find((entry) => entry.status === status)?.message ?? API_ERRORS.badRequest.message;
}

function kindOf(status: number, code: number | null): ErrorKind {
  if (code === OUTSIDE_JAPAN_CODE) return 'outside-japan';
  if (status === 404) return 'not-found';
  if (status === 503) return 'unavailable';
  if (BAD_REQUEST_STATUSES.has(status)) return 'bad-request';
  return 'technical';
}

function messageOf(kind: ErrorKind, status: number): string {
  return kind === 'bad-request' ? badRequestMessage(status) : ERROR_MESSAGES[kind];
}

/**
 * The technical side of a route error: the route's own text ('Page not found: /x'), or for a failed
 * API call its code and status, never the API's message, which the page already shows (from the contract).
 */
function readData(data: unknown, status: number): { detail: string; code: number | null } {
  if (typeof data === 'string') return { detail: data, code: null };
  if (typeof data === 'object' && data !== null) {
    const { code } = data as { code?: unknown };
    const apiCode = typeof code === 'number' ? code : null;
    return { detail: `API error ${apiCode ?? 'without code'} (HTTP ${status})`, code: apiCode };
  }
  return { detail: '', code: null };
}

/**
 * What the error page shows for anything a loader, action or component threw. React Router's own errors
 * (an unmatched route, a method no route handles) keep their internal text off the page: their status text
 * says enough.
 */
export function describeError(error: unknown): ErrorContent {
  if (isRouteErrorResponse(error)) {
    const internal = (error as { internal?: unknown }).internal === true;
    const { detail, code } = internal ? { detail: '', code: null } : readData(error.data, error.status);
    const kind = kindOf(error.status, code);
    return {
      status: error.status,
      kind,
      message: messageOf(kind, error.status),
      detail: detail || error.statusText,
      code,
    };
  }
  return {
    status: 500,
    kind: 'technical',
    message: ERROR_MESSAGES.technical,
    detail: error instanceof Error ? error.message : '',
    code: null,
  };
}
