import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { canonicalListPath, readListQuery } from '../features/catalogue-lists/list-query.ts';
import { PagedSection } from '../features/catalogue-lists/paged-section.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi } from '../lib/api.server.ts';
import type { Route } from './+types/new-episodes';

const HEADING = '新着エピソード';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description: '配信されたばかりのエピソードを新しい順に紹介します。見逃した最新話もここからすぐに見られます。',
    origin: siteOriginOf(matches),
    path: canonicalListPath(location),
  });

/** Broadcast episodes released by now, newest first (GET /v1/episode/newly_updates). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readListQuery(new URL(request.url));
  return { episodes: await loadCatalogueList(getApi(context), 'newEpisodes', query) };
}

export default function NewEpisodes({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <ListHeader heading={HEADING} lead="配信されたばかりのエピソードです。新しいものから順に並んでいます。" />
      <PagedSection subject={HEADING} result={loaderData.episodes} emptyText="新着エピソードはまだありません。">
        {(list) => <ListedItemsView list={list} label={HEADING} />}
      </PagedSection>
    </div>
  );
}
