import { ApiError } from '@hanabi/api-client';
import { OUTSIDE_JAPAN_CODE, type UserStatus } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { getWebRequest, loadFromApi } from './api.server.ts';
import { apiErrorResponse } from './route-errors.ts';

/**
 * The viewer's status for the page shell. Outside Japan the whole product is refused (4003); any other
 * failure leaves the shell as a guest's, so a status hiccup never hides a page that could be shown.
 */
export async function loadShellUserStatus(context: Readonly<RouterContextProvider>): Promise<UserStatus | null> {
  try {
    return await getWebRequest(context).userStatus();
  } catch (error) {
    if (error instanceof ApiError && error.code === OUTSIDE_JAPAN_CODE) throw apiErrorResponse(error);
    console.error('User status unavailable; rendering the page as a guest.', error);
    return null;
  }
}

/**
 * The viewer's status for a page that depends on it (my page, entry pages): a failed call is the page's
 * error, never a guess that could send a member to the login page.
 */
export function requireUserStatus(context: Readonly<RouterContextProvider>): Promise<UserStatus> {
  return loadFromApi(() => getWebRequest(context).userStatus());
}
