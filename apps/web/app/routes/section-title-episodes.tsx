import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { canonicalListPath, readListQuery } from '../features/catalogue-lists/list-query.ts';
import { PagedSection } from '../features/catalogue-lists/paged-section.tsx';
import { resolveSectionList } from '../features/catalogue-lists/section-lists.ts';
import { useSectionName } from '../features/catalogue-lists/use-section-name.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi } from '../lib/api.server.ts';
import { invalidRouteParams } from '../lib/route-errors.ts';
import type { Route } from './+types/section-title-episodes';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    heading: loaderData?.heading ?? 'ホームのおすすめ',
    description: 'ホームで紹介している作品とエピソードを、一覧でまとめて見られます。',
    origin: siteOriginOf(matches),
    path: canonicalListPath(location),
  });

/**
 * The whole list behind a home section (its 「もっと見る」). A section with no list here, or none at all,
 * answers 404 with the error page's 「お探しのページは見つかりませんでした」 and its link home: the address
 * names nothing that exists, so it should neither look like a page to search engines nor show an empty one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const section = resolveSectionList(url);
  if (section === null) throw invalidRouteParams(url.pathname);
  const { page } = readListQuery(url);
  const list = await loadCatalogueList(getApi(context), section.source, { ...section.request, page });
  return { heading: section.heading, list };
}

export default function SectionTitleEpisodes({ loaderData }: Route.ComponentProps) {
  const heading = useSectionName(loaderData.heading);
  return (
    <div className="page">
      <ListHeader heading={heading} />
      <PagedSection subject={heading} result={loaderData.list} emptyText="いまご紹介できる作品はありません。">
        {(list) => <ListedItemsView list={list} label={heading} />}
      </PagedSection>
    </div>
  );
}
