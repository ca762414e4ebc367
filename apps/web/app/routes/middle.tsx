import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { canonicalListPath, readListQuery } from '../features/catalogue-lists/list-query.ts';
import { PagedSection } from '../features/catalogue-lists/paged-section.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi } from '../lib/api.server.ts';
import type { Route } from './+types/middle';

/** Spec §2: the middle page is labelled 規制解除 (regulation lifted). */
const HEADING = '規制解除';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'テレビ放送では見られなかった場面まで収めた規制解除版（プレミアム版）のエピソードを、新しい順に紹介します。',
    origin: siteOriginOf(matches),
    path: canonicalListPath(location),
  });

/** The uncut premium versions, newest first (GET /v1/scene/newly_updates). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readListQuery(new URL(request.url));
  return { scenes: await loadCatalogueList(getApi(context), 'newScenes', query) };
}

export default function Middle({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <ListHeader
        heading={HEADING}
        lead="規制解除版は、放送版ではカットされた場面も収めた完全版で、プレミアム会員の方が見放題でご覧いただけます。"
      />
      <PagedSection
        subject="規制解除版のエピソード"
        result={loaderData.scenes}
        emptyText="規制解除版のエピソードはまだありません。"
      >
        {(list) => <ListedItemsView list={list} label="規制解除版のエピソード" />}
      </PagedSection>
    </div>
  );
}
