/**
 * Request ids (decision 0056): a sane `X-Request-Id` set by the load balancer (or by the web server calling
 * the API) is kept, anything else replaced by a new one, so one id follows a page view from the web server's
 * log line to the API's.
 */
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
