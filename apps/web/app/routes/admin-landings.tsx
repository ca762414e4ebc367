import { DYNAMIC_LANDING_LAYOUT_LABELS } from '@hanabi/contract';
import { loadCollectionList } from '../features/console/collections/collection-list-page.server.ts';
import { CollectionListPage } from '../features/console/collections/collection-list-page.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import type { Route } from './+types/admin-landings';

export const meta: Route.MetaFunction = () => consoleMeta('ランディングページ');

/**
 * `catalogue:read` to look (every role), `editorial:write` to create: every dynamic landing page, searched and
 * paged.
 */
export function loader(args: Route.LoaderArgs) {
  return loadCollectionList(args, (api, query) => api.getDynamicLandings(query));
}

export default function AdminLandings({ loaderData }: Route.ComponentProps) {
  const { list, ...page } = loaderData;
  return (
    <CollectionListPage
      {...page}
      noun="ランディングページ"
      basePath="/admin/landings"
      lead="ランディングページは公開期間中だけ /lp/スラッグ で表示されます。"
      searchLabel="見出し・スラッグ"
      searchHint="見出しやスラッグの一部で探せます"
      detailHeading="レイアウト"
      rows={list.items.map((landing) => ({
        ...landing,
        name: landing.heading,
        detail: DYNAMIC_LANDING_LAYOUT_LABELS[landing.layout],
      }))}
      pagination={list.pagination}
    />
  );
}
