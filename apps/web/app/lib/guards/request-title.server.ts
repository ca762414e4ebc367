import type { Title } from '@hanabi/contract';
import { createContext, type RouterContextProvider } from 'react-router';
import { getApi, loadFromApi } from '../api.server.ts';

/** The titles this request asked the API for, by id. Set per request: a default value would be shared. */
const requestTitlesContext = createContext<Map<number, Promise<Title>> | null>(null);

/**
 * A title (GET /v1/titles/{id}), asked of the API once per request: the age-permission guard reads its R18
 * flag and the title page then shows the same answer. A failed call is the page's error, with the API's
 * status (loadFromApi).
 */
export function requestTitle(context: Readonly<RouterContextProvider>, id: number): Promise<Title> {
  let titles = context.get(requestTitlesContext);
  if (!titles) {
    titles = new Map();
    context.set(requestTitlesContext, titles);
  }
  let title = titles.get(id);
  if (!title) {
    title = loadFromApi(() => getApi(context).getTitle(id));
    titles.set(id, title);
  }
  return title;
}
