import { CAMPAIGN_LAYOUT_LABELS } from '@hanabi/contract';
import { loadCollectionList } from '../features/console/collections/collection-list-page.server.ts';
import { CollectionListPage } from '../features/console/collections/collection-list-page.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import type { Route } from './+types/admin-campaigns';

export const meta: Route.MetaFunction = () => consoleMeta('キャンペーン');

/** `catalogue:read` to look (every role), `editorial:write` to create: every campaign, searched and paged. */
export function loader(args: Route.LoaderArgs) {
  return loadCollectionList(args, (api, query) => api.getCampaigns(query));
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const { list, ...page } = loaderData;
  return (
    <CollectionListPage
      {...page}
      noun="キャンペーン"
      basePath="/admin/campaigns"
      lead="キャンペーンは公開期間中だけ /campaigns/番号・名前 で表示されます。期間の前と後は「ページが見つかりません」になります。"
      searchLabel="キャンペーン名・番号"
      searchHint="キャンペーン名や番号・名前の一部で探せます"
      detailHeading="レイアウト"
      rows={list.items.map((campaign) => ({
        ...campaign,
        detail: `${CAMPAIGN_LAYOUT_LABELS[campaign.layout]}${campaign.requires_age_permission ? '・年齢確認あり' : ''}`,
      }))}
      pagination={list.pagination}
    />
  );
}
