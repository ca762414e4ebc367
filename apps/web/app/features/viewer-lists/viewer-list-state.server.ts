import type { RouterContextProvider } from 'react-router';
import { accountsUrl } from '../../lib/accounts-links.ts';
import { getWebRequest } from '../../lib/api.server.ts';
import type { ViewerListState } from './viewer-list-state.ts';

/**
 * The viewer's lists as they concern one title, for the page at `pagePath` (where a guest comes back to after
 * logging in). Null when it cannot be known: the controls are then left out and the page stands.
 */
export async function loadViewerListState(
  context: Readonly<RouterContextProvider>,
  titleId: number,
  pagePath: string,
): Promise<ViewerListState | null> {
  const { env, api, userStatus } = getWebRequest(context);
  try {
    const status = await userStatus();
    if (!status.is_logged_in) {
      return { signedIn: false, loginUrl: accountsUrl(env.ACCOUNTS_ORIGIN, 'login', `${env.WEB_ORIGIN}${pagePath}`) };
    }
    const [inMylist, hidden] = await Promise.all([api.isInMylist(titleId), api.isHidden(titleId)]);
    return { signedIn: true, inMylist, hidden };
  } catch (error) {
    console.error('The viewer lists of a title could not be loaded; the page is shown without their controls.', error);
    return null;
  }
}
