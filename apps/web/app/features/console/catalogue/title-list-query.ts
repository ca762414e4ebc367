import type { AdminTitleListRequest } from '@hanabi/api-client/admin';
import { ADMIN_TITLE_SORTS, DISPLAY_GROUPS, PUBLICATION_STATUSES } from '@hanabi/contract';
import { parsePageParam } from '../../../lib/route-params.ts';

/** The list's controls as the address carries them (a GET form), so a view can be reloaded and shared. */
export interface TitleListValues {
  q: string;
  status: string;
  display_group: string;
  r18: string;
  sort: string;
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/**
 * The controls from the address — a value the console does not offer reads as 「すべて」, so an old or edited
 * link still shows a list — and the API's query for them.
 */
export function titleListQueryOf(search: URLSearchParams): { values: TitleListValues; query: AdminTitleListRequest } {
  const read = (name: string) => (search.get(name) ?? '').trim();
  const q = read('q').slice(0, 200);
  const status = oneOf(read('status'), PUBLICATION_STATUSES);
  const displayGroup = oneOf(read('display_group'), DISPLAY_GROUPS);
  const r18 = oneOf(read('r18'), ['true', 'false'] as const);
  const sort = oneOf(read('sort'), ADMIN_TITLE_SORTS) ?? 'updated';
  return {
    values: { q, status: status ?? '', display_group: displayGroup ?? '', r18: r18 ?? '', sort },
    query: {
      page: parsePageParam(search.get('page')),
      sort,
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
      ...(displayGroup ? { display_group: displayGroup } : {}),
      ...(r18 ? { r18 } : {}),
    },
  };
}
