import { Pager } from '../components/pager.tsx';
import { SectionResultView } from '../components/section-result.tsx';
import { OwnedTitleList } from '../features/purchase/owned-title-list.tsx';
import { getApi, loadSection } from '../lib/api.server.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/my-purchased';

const PAGE_PARAM = 'page';
const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = () => [{ title: '購入済み作品 | Hanabi' }];

export const middleware = routeGuards('requireLoggedIn');

/** The titles the member bought episodes of, most recently bought first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get(PAGE_PARAM));
  const owned = await loadSection(() => getApi(context).getOwnedTitles({ page, per_page: PAGE_SIZE }));
  return { owned };
}

export default function MyPurchased({ loaderData }: Route.ComponentProps) {
  const { owned } = loaderData;
  return (
    <div className="page">
      <h1 className="page__title">購入済み作品</h1>
      <SectionResultView subject="購入済み作品" result={owned} emptyText="購入済みの作品はありません。">
        {({ items, pagination }) => (
          <>
            <OwnedTitleList items={items} />
            <Pager pagination={pagination} param={PAGE_PARAM} label="購入済み作品のページ" />
          </>
        )}
      </SectionResultView>
    </div>
  );
}
