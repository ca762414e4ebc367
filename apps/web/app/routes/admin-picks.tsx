import { loadCollectionList } from '../features/console/collections/collection-list-page.server.ts';
import { CollectionListPage } from '../features/console/collections/collection-list-page.tsx';
import { previewAtOf } from '../features/console/collections/collection-page.server.ts';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { callAsOperator } from '../features/console/operator-session.server.ts';
import { PicksInForce } from '../features/console/picks/picks-in-force.tsx';
import type { Route } from './+types/admin-picks';

export const meta: Route.MetaFunction = () => consoleMeta('編集部のおすすめ');

/**
 * `catalogue:read` to look (every role), `editorial:write` to create: the lists of picks, latest start first,
 * and the one leading 「おすすめ」 now or at the chosen time (decision 0064).
 */
export async function loader(args: Route.LoaderArgs) {
  const at = previewAtOf(new URL(args.request.url));
  const [page, current] = await Promise.all([
    loadCollectionList(args, (api, query) => api.getEditorPicks(query)),
    callAsOperator(args, () => consoleApi(args.context).getEditorPickAt(at ? { at } : {})),
  ]);
  return { ...page, at: at ?? null, current: current.pick };
}

export default function AdminPicks({ loaderData }: Route.ComponentProps) {
  const { list, at, current, ...page } = loaderData;
  return (
    <CollectionListPage
      {...page}
      noun="編集部のおすすめ"
      basePath="/admin/picks"
      lead="公開期間中のおすすめの作品が、ホームの「おすすめ」の先頭にこの順で並び、そのあとにジャンル別のおすすめが続きます。期間が重なるときは、あとから始まったほうが表示されます。"
      searchLabel="名前"
      searchHint="名前の一部で探せます"
      rows={list.items}
      pagination={list.pagination}
    >
      <PicksInForce at={at} pick={current} />
    </CollectionListPage>
  );
}
