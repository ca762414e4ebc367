import { Link } from 'react-router';
import { SectionResultView } from '../components/section-result.tsx';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { ListSection } from '../features/catalogue-lists/list-section.tsx';
import { genreTitlesPath, MAIN_LISTS } from '../features/catalogue-lists/main-lists.ts';
import { mapSection } from '../features/catalogue-lists/map-section.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { getApi, loadSection } from '../lib/api.server.ts';
import type { Route } from './+types/portal';

const HEADING = '作品をさがす';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description: 'ジャンルや特集、ランキングからHanabiのアニメ作品をさがせます。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/**
 * The hub of the catalogue: the main lists, and every genre group with its genres. A genre without titles
 * now is left out (its link would lead to an empty list), and so is a group left with none.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const groups = await loadSection(() => getApi(context).getGenreGroups());
  const genreGroups = mapSection(groups, ({ items }) => ({
    items: items
      .map((group) => ({ ...group, genres: group.genres.filter((genre) => genre.title_count > 0) }))
      .filter((group) => group.genres.length > 0),
  }));
  return { genreGroups };
}

export default function Portal({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <ListHeader heading={HEADING} lead="ジャンルや一覧から、見たい作品をさがせます。" />
      <ListSection heading="一覧からさがす">
        <ul className="link-tiles">
          {MAIN_LISTS.map((list) => (
            <li key={list.to}>
              <Link to={list.to} className="link-tile">
                <span className="link-tile__name">{list.label}</span>
                <span className="link-tile__meta">{list.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </ListSection>
      <SectionResultView subject="ジャンル" result={loaderData.genreGroups} emptyText="ジャンルはまだありません。">
        {({ items }) =>
          items.map((group) => (
            <ListSection key={group.id} heading={group.name}>
              <ul className="link-tiles">
                {group.genres.map((genre) => (
                  <li key={genre.id}>
                    <Link to={genreTitlesPath(genre.id)} className="link-tile">
                      <span className="link-tile__name">{genre.name}</span>
                      <span className="link-tile__meta">{genre.title_count}作品</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </ListSection>
          ))
        }
      </SectionResultView>
    </div>
  );
}
