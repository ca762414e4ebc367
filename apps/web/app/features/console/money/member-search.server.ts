import { ApiError } from '@hanabi/api-client';
import type { RouterContextProvider } from 'react-router';
import { parsePageParam } from '../../../lib/route-params.ts';
import { consoleApi } from '../console-api.server.ts';
import { callAsOperator } from '../operator-session.server.ts';

export type ConsoleArgs = { request: Request; context: Readonly<RouterContextProvider> };

export interface MemberSearchPage<List> {
  /** What the operator typed to find the member; '' before the first search. */
  member: string;
  /** The API's refusal of the search (unknown member, empty input), in Japanese. */
  searchError: string | null;
  list: List | null;
}

type ConsoleApi = ReturnType<typeof consoleApi>;

/**
 * A money page's data: the member of `?member=` (e-mail, member id or festa id) and one page of what `fetch`
 * lists of theirs — episode purchases, or plan and points payments.
 */
export async function loadMemberSearch<List>(
  args: ConsoleArgs,
  fetch: (api: ConsoleApi, query: { member: string; page: number }) => Promise<List>,
): Promise<MemberSearchPage<List>> {
  const search = new URL(args.request.url).searchParams;
  const member = (search.get('member') ?? '').trim();
  if (member === '') return { member, searchError: null, list: null };
  const page = parsePageParam(search.get('page'));
  const list = await callAsOperator(args, async () => {
    try {
      return await fetch(consoleApi(args.context), { member, page });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return error;
      throw error;
    }
  });
  if (list instanceof ApiError) return { member, searchError: list.message, list: null };
  return { member, searchError: null, list };
}
