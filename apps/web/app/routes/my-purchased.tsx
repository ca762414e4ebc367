import { Pager } from '../components/pager.tsx';
import { OwnedTitleList } from '../features/purchase/owned-title-list.tsx';
import { getApi, loadSection } from '../lib/api.server.ts';
import { requireMember } from '../lib/require-member.server.ts';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/my-purchased';

const PAGE_PARAM = 'page';
const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = () => [{ title: '購入済み作品 | Hanabi' }];

/** Requires login: the titles the member bought episodes of, most recently bought first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(context, request);
  const page = parsePageParam(new URL(request.url).searchParams.get(PAGE_PARAM));
  const owned = await loadSection(() => getApi(context).getOwnedTitles({ page, per_page: PAGE_SIZE }));
  return { owned };
}

export default function MyPurchased({ loaderData }: Route.ComponentProps) {
  const { owned } = loaderData;
  return (
    <div className="page">
      <h1 className="page__title">購入済み作品</h1>
      {!owned.ok ? (
        <p className="empty-note empty-note--error" role="status">
          購入済み作品を読み込めませんでした。時間をおいて、ページを再読み込みしてください。
        </p>
      ) : owned.data.items.length === 0 ? (
        <p className="empty-note">購入済みの作品はありません。</p>
      ) : (
        <>
          <OwnedTitleList items={owned.data.items} />
          <Pager pagination={owned.data.pagination} param={PAGE_PARAM} label="購入済み作品のページ" />
        </>
      )}
    </div>
  );
}
