import { CampaignListItems } from '../features/campaigns/campaign-list-items.tsx';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { canonicalListPath, readListQuery } from '../features/catalogue-lists/list-query.ts';
import { PagedSection } from '../features/catalogue-lists/paged-section.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { getApi, loadSection } from '../lib/api.server.ts';
import type { Route } from './+types/campaign-list';

const HEADING = '開催中のキャンペーン';
/** Campaign cards are tall: a page of them is a comfortable scroll on a phone. */
const CAMPAIGNS_PER_PAGE = 20;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'Hanabiで開催中のキャンペーンと特集の一覧です。期間限定の特集や、おすすめ作品のまとめをご覧いただけます。',
    origin: siteOriginOf(matches),
    path: canonicalListPath(location),
  });

/** /campaign_list (spec §2): the listed campaigns running now, ending soonest first, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = readListQuery(new URL(request.url));
  return { campaigns: await loadSection(() => getApi(context).getCampaigns({ page, per_page: CAMPAIGNS_PER_PAGE })) };
}

export default function CampaignList({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <ListHeader heading={HEADING} lead="期間限定の特集やおすすめ作品のまとめです。終了が近いものから並んでいます。" />
      <PagedSection
        subject="キャンペーン"
        result={loaderData.campaigns}
        emptyText="いま開催中のキャンペーンはありません。"
      >
        {(list) => <CampaignListItems campaigns={list.items} label={HEADING} />}
      </PagedSection>
    </div>
  );
}
