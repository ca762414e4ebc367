import { AGE_CHECK_META, AgeCheckPage } from '../features/age-check/age-check-page.tsx';
import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { canonicalListPath, readListQuery } from '../features/catalogue-lists/list-query.ts';
import { PagedSection } from '../features/catalogue-lists/paged-section.tsx';
import { NO_INDEX, pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi } from '../lib/api.server.ts';
import { asksForMatureContent } from '../lib/guards/age-check-query.ts';
import { pendingAgeCheck } from '../lib/guards/age-permission.server.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import type { Route } from './+types/exclusive-titles';

/**
 * Spec §2: with is_mature=true this page lists mature titles, and the age-permission guard then asks
 * viewers without checked_age to confirm their age first (the guard knows this path and that query).
 */
export const middleware = routeGuards('agePermission');

const HEADING = '独占・先行配信';
const MATURE_HEADING = '大人向け 独占・先行配信';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  if (loaderData?.ageCheck) return AGE_CHECK_META;
  const mature = loaderData?.mature === true;
  const head = pageMeta({
    heading: mature ? MATURE_HEADING : HEADING,
    description:
      'Hanabiだけで見られる独占配信と、どこよりも早く見られる先行配信の作品を、配信期間とあわせて紹介します。',
    origin: siteOriginOf(matches),
    path: canonicalListPath(location),
  });
  // Mature lists stay out of search engines, as mature titles do.
  return mature ? [...head, NO_INDEX] : head;
};

/** While the age check is pending, the page gets nothing of the list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const mature = asksForMatureContent(url);
  const ageCheck = pendingAgeCheck(context);
  if (ageCheck) return { ageCheck, mature, titles: null };
  const query = { ...readListQuery(url), displayGroup: mature ? ('mature_group' as const) : undefined };
  return { ageCheck: null, mature, titles: await loadCatalogueList(getApi(context), 'exclusives', query) };
}

export default function ExclusiveTitles({ loaderData }: Route.ComponentProps) {
  if (loaderData.ageCheck) return <AgeCheckPage {...loaderData.ageCheck} />;
  const { mature, titles } = loaderData;
  const heading = mature ? MATURE_HEADING : HEADING;
  return (
    <div className="page">
      <ListHeader
        heading={heading}
        lead="独占はHanabiだけで、先行は他のサービスより早く見られる作品です。それぞれの期間が終わる日を表示しています。"
      />
      <PagedSection subject={heading} result={titles} emptyText="いま独占・先行配信中の作品はありません。">
        {(list) => <ListedItemsView list={list} label={heading} />}
      </PagedSection>
    </div>
  );
}
