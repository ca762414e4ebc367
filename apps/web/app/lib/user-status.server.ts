import { type ApiClient, ApiError } from '@hanabi/api-client';
import { OUTSIDE_JAPAN_CODE, type UserStatus } from '@hanabi/contract';
import { apiErrorResponse } from './route-errors.ts';

/**
 * The viewer's status for the page shell. Outside Japan the whole product is refused (4003); any other
 * failure leaves the shell as a guest's, so a status hiccup never hides a page that could be shown.
 */
export async function loadUserStatus(api: ApiClient): Promise<UserStatus | null> {
  try {
    return await api.getUserStatus();
  } catch (error) {
    if (error instanceof ApiError && error.code === OUTSIDE_JAPAN_CODE) throw apiErrorResponse(error);
    console.error('User status unavailable; rendering the page as a guest.', error);
    return null;
  }
}
