import { STATUS_CODES } from 'node:http';
import { data, type MiddlewareFunction } from 'react-router';
import { serverRequestInfoContext } from './load-context.ts';

/**
 * Root middleware, first of all: a request the web server refused (server/request-refusal.ts: a method it
 * does not serve, a target that is no path, text no part of the product can take, a body over the limit)
 * gets the error page with that status, before anything asks the API.
 */
export const refusedRequestMiddleware: MiddlewareFunction<Response> = ({ context }) => {
  const refusal = context.get(serverRequestInfoContext)?.refusal;
  if (refusal !== undefined) throw data(null, { status: refusal, statusText: STATUS_CODES[refusal] });
};
