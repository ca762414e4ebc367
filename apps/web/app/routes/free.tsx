import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { canonicalListPath, readListQuery } from '../features/catalogue-lists/list-query.ts';
import { PagedSection } from '../features/catalogue-lists/paged-section.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi } from '../lib/api.server.ts';
import type { Route } from './+types/free';

const HEADING = '無料作品';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description: '会員登録なしでも無料で見られるエピソードがある作品の一覧です。気になる作品を無料で試してみましょう。',
    origin: siteOriginOf(matches),
    path: canonicalListPath(location),
  });

/** Titles with at least one free episode, the latest free episode first (GET /v1/free_titles). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readListQuery(new URL(request.url));
  return { titles: await loadCatalogueList(getApi(context), 'freeTitles', query) };
}

export default function FreeTitles({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <ListHeader heading={HEADING} lead="無料で見られるエピソードがある作品です。どなたでもすぐに再生できます。" />
      <PagedSection subject={HEADING} result={loaderData.titles} emptyText="いま無料で見られる作品はありません。">
        {(list) => <ListedItemsView list={list} label={HEADING} />}
      </PagedSection>
    </div>
  );
}
