import type { Notice, NoticeKey } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { getApi, loadFromApi } from '../../lib/api.server.ts';

/** A notice page's notice, by id or slug; the API's 404 (unknown, not yet published) is the page's 404. */
export async function loadNoticePage(
  context: Readonly<RouterContextProvider>,
  key: NoticeKey,
): Promise<{ notice: Notice }> {
  return { notice: await loadFromApi(() => getApi(context).getNotice(key)) };
}
