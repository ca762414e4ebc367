/** What a collection list's console page (features, dynamic landings) loads: one page of the search. */
import type { AdminApiClient } from '@hanabi/api-client/admin';
import type { RouterContextProvider } from 'react-router';
import { parsePageParam } from '../../../lib/route-params.ts';
import { consoleApi } from '../console-api.server.ts';
import { callAsOperator, requireOperator } from '../operator-session.server.ts';
import { COLLECTION_NOTICES } from './collection-answer.ts';

export async function loadCollectionList<List>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  list: (api: AdminApiClient, query: { page: number; q?: string }) => Promise<List>,
) {
  const me = await requireOperator(args, 'catalogue:read');
  const params = new URL(args.request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = parsePageParam(params.get('page'));
  return {
    q,
    list: await callAsOperator(args, () => list(consoleApi(args.context), { page, ...(q ? { q } : {}) })),
    canWrite: me.permissions.includes('editorial:write'),
    deleted: params.get('notice') === COLLECTION_NOTICES.deleted,
  };
}
