import { MYLIST_SORTS, type MylistSort } from '@hanabi/contract';
import { FilterChips } from '../components/filter-chips.tsx';
import { Pager } from '../components/pager.tsx';
import { SectionResultView } from '../components/section-result.tsx';
import { MYLIST_EMPTY_TEXT, MylistEmpty } from '../features/viewer-lists/mylist-empty.tsx';
import { MylistTitleList } from '../features/viewer-lists/mylist-title-list.tsx';
import { getApi, loadSection } from '../lib/api.server.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/my-mylist';

const PAGE_PARAM = 'page';
const SORT_PARAM = 'sort';
const PAGE_SIZE = 20;

/** The default order (`added`) is the address without ?sort, so the plain /my/mylist link shows it. */
const SORT_OPTIONS: Array<{ value: string | null; label: string }> = [
  { value: null, label: '追加した順' },
  { value: 'kana', label: '五十音順' },
];

function sortOf(value: string | null): MylistSort {
  return MYLIST_SORTS.find((sort) => sort === value) ?? 'added';
}

export const meta: Route.MetaFunction = () => [{ title: 'マイリスト | Hanabi' }];

/** Requires login: a guest goes to the sign-in service and comes back here. */
export const middleware = routeGuards('requireLoggedIn');

/** The member's mylist, most recently added first or in reading order, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const sort = sortOf(search.get(SORT_PARAM));
  const page = parsePageParam(search.get(PAGE_PARAM));
  const mylist = await loadSection(() => getApi(context).getMylistTitles({ sort, page, per_page: PAGE_SIZE }));
  return { sort, mylist };
}

export default function MyMylist({ loaderData }: Route.ComponentProps) {
  const { sort, mylist } = loaderData;
  const empty = mylist.ok && mylist.data.items.length === 0;
  return (
    <div className="page">
      <h1 className="page__title">マイリスト</h1>
      {empty ? (
        <MylistEmpty />
      ) : (
        <>
          <FilterChips
            label="並び順"
            param={SORT_PARAM}
            options={SORT_OPTIONS}
            current={sort === 'added' ? null : sort}
          />
          <SectionResultView subject="マイリスト" result={mylist} emptyText={MYLIST_EMPTY_TEXT}>
            {({ items, pagination }) => (
              <>
                <MylistTitleList items={items} />
                <Pager pagination={pagination} param={PAGE_PARAM} label="マイリストのページ" />
              </>
            )}
          </SectionResultView>
        </>
      )}
    </div>
  );
}
