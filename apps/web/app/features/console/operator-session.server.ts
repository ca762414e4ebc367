import { ApiError } from '@hanabi/api-client';
import type { OperatorMe, OperatorPermission } from '@hanabi/contract';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { getWebRequest, type WebRequestContext } from '../../lib/api.server.ts';
import { apiErrorResponse } from '../../lib/route-errors.ts';
import { consoleApi } from './console-api.server.ts';
import { signInPathFor } from './return-path.ts';

/** What a console route error says about itself, beside its status (see console-error.tsx). */
export interface ConsoleRouteErrorData {
  source: 'console';
  reason: 'forbidden';
}

const operators = new WeakMap<WebRequestContext, Promise<OperatorMe | null>>();

/** 401 in any of its forms (no session, one waiting for its second factor, one ended) means "not signed in". */
function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The signed-in operator of this request, or null: asked of the API once per request however many loaders
 * (the layout's and the page's) want it. Any failure but 401 is the page's error (503 when the API is away).
 */
export function loadOperator(context: Readonly<RouterContextProvider>): Promise<OperatorMe | null> {
  const web = getWebRequest(context);
  let operator = operators.get(web);
  if (!operator) {
    operator = consoleApi(context)
      .getOperatorMe()
      .catch((error: unknown) => {
        if (isSignedOut(error)) return null;
        if (error instanceof ApiError) throw apiErrorResponse(error);
        throw error;
      });
    operators.set(web, operator);
  }
  return operator;
}

interface ConsoleRequest {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The 403 a console page answers to a role that may not open it: the console's error page says so in Japanese. */
export function forbiddenPage() {
  const body: ConsoleRouteErrorData = { source: 'console', reason: 'forbidden' };
  return data(body, { status: 403 });
}

/**
 * The gate of every console page but sign-in and set-up: a signed-out operator goes to the sign-in page,
 * which brings them back here; an operator whose role lacks `permission` gets the 403 page. The API enforces
 * the same matrix on every call; this only spares the operator a page they cannot use.
 */
export async function requireOperator(
  { request, context }: ConsoleRequest,
  permission?: OperatorPermission,
): Promise<OperatorMe> {
  const operator = await loadOperator(context);
  if (!operator) throw redirect(signInPathFor(new URL(request.url)));
  if (permission && !operator.permissions.includes(permission)) throw forbiddenPage();
  return operator;
}

/**
 * Runs a console page's API calls: a session that ended meanwhile sends the operator to sign in again (and
 * back), a 403 shows the 403 page, any other failure the console's error page with the API's status. A
 * form shows the refusals it expects itself, before they get here.
 */
export async function callAsOperator<T>({ request }: ConsoleRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isSignedOut(error)) throw redirect(signInPathFor(new URL(request.url)));
    if (!(error instanceof ApiError)) throw error;
    throw error.status === 403 ? forbiddenPage() : apiErrorResponse(error);
  }
}
