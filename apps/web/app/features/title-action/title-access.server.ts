import type { TitleAccess } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { getWebRequest } from '../../lib/api.server.ts';

/**
 * What the signed-in member holds of the title (plan, owned episodes, where they left off); null for a guest.
 * When it cannot be loaded the page decides as for a guest: every link it offers checks again where it leads.
 */
export async function loadTitleAccess(
  context: Readonly<RouterContextProvider>,
  titleId: number,
): Promise<TitleAccess | null> {
  const { api, userStatus } = getWebRequest(context);
  try {
    const status = await userStatus();
    return status.is_logged_in ? await api.getTitleAccess(titleId) : null;
  } catch (error) {
    console.error("The member's holdings of a title could not be loaded; its page offers a guest's action.", error);
    return null;
  }
}
