import { loadCollectionList } from '../features/console/collections/collection-list-page.server.ts';
import { CollectionListPage } from '../features/console/collections/collection-list-page.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import type { Route } from './+types/admin-features';

export const meta: Route.MetaFunction = () => consoleMeta('特集');

/** `catalogue:read` to look (every role), `editorial:write` to create: every feature, searched and paged. */
export function loader(args: Route.LoaderArgs) {
  return loadCollectionList(args, (api, query) => api.getFeatures(query));
}

export default function AdminFeatures({ loaderData }: Route.ComponentProps) {
  const { list, ...page } = loaderData;
  return (
    <CollectionListPage
      {...page}
      noun="特集"
      basePath="/admin/features"
      lead="特集は公開期間中、作品が1つ以上あるとき、ホームの「特集」に表示順の小さいものから並びます。"
      searchLabel="特集名・スラッグ"
      searchHint="名前やスラッグの一部で探せます"
      detailHeading="表示順"
      rows={list.items.map((feature) => ({ ...feature, detail: String(feature.position) }))}
      pagination={list.pagination}
    />
  );
}
