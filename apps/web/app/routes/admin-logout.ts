import { ApiError } from '@hanabi/api-client';
import { redirect } from 'react-router';
import { consoleApi } from '../features/console/console-api.server.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { CONSOLE_HOME, SIGN_IN_PATH } from '../features/console/return-path.ts';
import { apiErrorResponse } from '../lib/route-errors.ts';
import type { Route } from './+types/admin-logout';

/** Signing out is a post (the console's menu); the address alone leads to the console's home. */
export function loader() {
  return redirect(CONSOLE_HOME);
}

/**
 * Ends the operator's session at the API (its answer clears the cookie, passed on to the browser) and opens
 * the sign-in page. A session already gone is signed out all the same.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readConsoleForm(request);
  if (form instanceof Response) return form;
  try {
    await consoleApi(context).signOutOperator();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status !== 401) throw apiErrorResponse(error);
  }
  return redirect(SIGN_IN_PATH, 303);
}
