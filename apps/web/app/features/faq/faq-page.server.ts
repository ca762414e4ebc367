import { ApiError } from '@hanabi/api-client';
import type { FaqEntryAnswer } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { getApi, loadFromApi } from '../../lib/api.server.ts';
import { invalidRouteParams } from '../../lib/route-errors.ts';
import { parseRouteId } from '../../lib/route-params.ts';

/**
 * /faq/{n}'s entry. Only the numbers the FAQ has exist: a number that is not one (05, abc) and one the API does
 * not publish (27, a draft, a deleted entry) are the site's 'Page Not Found', as for any unknown address.
 */
export async function loadFaqEntry(
  context: Readonly<RouterContextProvider>,
  param: string | undefined,
  pathname: string,
): Promise<FaqEntryAnswer> {
  const number = parseRouteId(param);
  if (number === null) throw invalidRouteParams(pathname);
  return loadFromApi(async () => {
    try {
      return await getApi(context).getFaqEntry(number);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw invalidRouteParams(pathname);
      throw error;
    }
  });
}
