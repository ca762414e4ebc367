/**
 * What a collection's console page (a feature, a dynamic landing) loads: the collection now, its state at the
 * chosen preview time, and — for `editorial:write` — the titles matching the page's title search.
 */
import type { AdminApiClient } from '@hanabi/api-client/admin';
import type { HomeSlideState } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { fromJapanInput } from '../catalogue/japan-datetime.ts';
import { consoleApi } from '../console-api.server.ts';
import { callAsOperator, requireOperator } from '../operator-session.server.ts';
import { COLLECTION_NOTICES } from './collection-answer.ts';
import { PREVIEW_AT_PARAM } from './collection-preview.tsx';
import { searchTitlesToAdd } from './collection-titles.server.ts';

/** A typed preview time as the API's instant; none when empty or unreadable (the page then shows now only). */
export function previewAtOf(url: URL): string | undefined {
  const typed = fromJapanInput(url.searchParams.get(PREVIEW_AT_PARAM) ?? '');
  return Number.isNaN(Date.parse(typed)) ? undefined : typed;
}

/** `read(api)` answers the collection now, `read(api, at)` its state at that instant. */
export async function loadCollectionPage<Collection extends { state: HomeSlideState }>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  id: number,
  read: (api: AdminApiClient, id: number, at?: string) => Promise<Collection>,
) {
  const me = await requireOperator(args, 'catalogue:read');
  const url = new URL(args.request.url);
  const api = consoleApi(args.context);
  const at = previewAtOf(url);
  const canWrite = me.permissions.includes('editorial:write');
  const [collection, previewed, search] = await Promise.all([
    callAsOperator(args, () => read(api, id)),
    at ? callAsOperator(args, () => read(api, id, at)) : null,
    canWrite ? callAsOperator(args, () => searchTitlesToAdd(api, url)) : { q: '', found: [] },
  ]);
  return {
    collection,
    preview: at && previewed ? { at, state: previewed.state } : null,
    search,
    canWrite,
    created: url.searchParams.get('notice') === COLLECTION_NOTICES.created,
  };
}
