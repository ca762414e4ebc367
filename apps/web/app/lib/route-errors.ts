import { data } from 'react-router';

/** Data of a route error that came from a failed API call. */
export interface ApiRouteErrorData {
  source: 'api';
  /** The API envelope's code (4003 outside Japan, 4004 not found, …), when it sent one. */
  code: number | null;
  message: string;
}

/** The duck type of `ApiError` this module needs, so that it stays free of the API client. */
interface FailedCall {
  status: number;
  code: number | undefined;
  message: string;
}

/** A URL that matches no route (spec §8: 'Page not found: {path}'). */
export function unmatchedRoute(pathname: string) {
  return data(`Page not found: ${pathname}`, { status: 404 });
}

/** A route whose parameters fail validation (spec §8: 'Page Not Found: {path}'). */
export function invalidRouteParams(pathname: string) {
  return data(`Page Not Found: ${pathname}`, { status: 404 });
}

function isHttpErrorStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 400 && status <= 599;
}

/** A failed API call as a route error: the page answers with the API's status. */
export function apiErrorResponse(error: FailedCall) {
  const body: ApiRouteErrorData = { source: 'api', code: error.code ?? null, message: error.message };
  return data(body, { status: isHttpErrorStatus(error.status) ? error.status : 500 });
}
