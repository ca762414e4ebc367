import { GenreChips } from '../features/catalogue-lists/genre-chips.tsx';
import { loadGenreFilter } from '../features/catalogue-lists/genre-filter.server.ts';
import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { canonicalListPath, RANKING_PERIOD_LABELS, readListQuery } from '../features/catalogue-lists/list-query.ts';
import { PagedSection } from '../features/catalogue-lists/paged-section.tsx';
import { RankingPeriodTabs } from '../features/catalogue-lists/ranking-period-tabs.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi } from '../lib/api.server.ts';
import type { Route } from './+types/rankings-titles';

const OVERALL = '総合ランキング';

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    heading: loaderData?.heading ?? OVERALL,
    description: '再生と購入の多さで順位づけした作品ランキングを、1位から順にすべて紹介します。',
    origin: siteOriginOf(matches),
    path: canonicalListPath(location),
  });

/** The whole ranking of a period, paged, rank numbers on every card; a genre's when genre_id is given. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = getApi(context);
  const query = readListQuery(new URL(request.url));
  const [ranking, genres] = await Promise.all([
    loadCatalogueList(api, 'ranking', query),
    loadGenreFilter(api, query.genreId),
  ]);
  const heading = genres.selected ? `${genres.selected.name}ランキング` : OVERALL;
  return { period: query.period, heading, genres, ranking };
}

export default function RankingTitles({ loaderData }: Route.ComponentProps) {
  const { period, heading, genres, ranking } = loaderData;
  const label = `${RANKING_PERIOD_LABELS[period]}${heading}`;
  return (
    <div className="page">
      <ListHeader heading={heading} parents={[{ label: 'ランキング', to: '/rankings' }]} />
      <RankingPeriodTabs current={period} />
      <GenreChips filter={genres} />
      <PagedSection subject={label} result={ranking} emptyText="この期間のランキングはまだありません。">
        {(list) => <ListedItemsView list={list} label={label} />}
      </PagedSection>
    </div>
  );
}
