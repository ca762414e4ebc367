import { FilterChips } from '../components/filter-chips.tsx';
import { GenreChips } from '../features/catalogue-lists/genre-chips.tsx';
import { loadGenreFilter } from '../features/catalogue-lists/genre-filter.server.ts';
import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import {
  canonicalListPath,
  LIST_PARAMS,
  readListQuery,
  TITLE_SORT_LABELS,
} from '../features/catalogue-lists/list-query.ts';
import { PagedSection } from '../features/catalogue-lists/paged-section.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi } from '../lib/api.server.ts';
import type { Route } from './+types/new-general-titles';

const NEW_TITLES = '新着作品';
const SORT_OPTIONS = Object.entries(TITLE_SORT_LABELS).map(([value, label]) => ({ value, label }));

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    heading: loaderData?.heading ?? NEW_TITLES,
    description: '新しく配信が始まった作品を紹介します。ジャンルや並び順を選んで、見たい作品を探せます。',
    origin: siteOriginOf(matches),
    path: canonicalListPath(location),
  });

/** Newly available general titles (displayables, sort=newest), narrowed by genre or reordered from the query. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = getApi(context);
  const query = readListQuery(new URL(request.url));
  const [titles, genres] = await Promise.all([
    loadCatalogueList(api, 'newTitles', query),
    loadGenreFilter(api, query.genreId),
  ]);
  const heading = genres.selected ? `${genres.selected.name}の${NEW_TITLES}` : NEW_TITLES;
  return { heading, sort: query.sort ?? 'newest', genres, titles };
}

export default function NewGeneralTitles({ loaderData }: Route.ComponentProps) {
  const { heading, sort, genres, titles } = loaderData;
  return (
    <div className="page">
      <ListHeader heading={heading} lead="新しく配信が始まった作品です。ジャンルと並び順で絞り込めます。" />
      <GenreChips filter={genres} />
      <FilterChips label="並び順" param={LIST_PARAMS.sort} options={SORT_OPTIONS} current={sort} />
      <PagedSection subject={heading} result={titles} emptyText="条件に合う作品はありません。">
        {(list) => <ListedItemsView list={list} label={heading} />}
      </PagedSection>
    </div>
  );
}
