import { SectionResultView } from '../components/section-result.tsx';
import { genresNamed } from '../features/catalogue-lists/genres.ts';
import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { ListSection } from '../features/catalogue-lists/list-section.tsx';
import { genreTitlesPath } from '../features/catalogue-lists/main-lists.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi, loadSection } from '../lib/api.server.ts';
import type { Route } from './+types/youth';

const HEADING = 'キッズ・ファミリー';

/**
 * The genres whose stories suit young viewers and families: everyday life, comedy, sports, music and food
 * are told without fights, fear or adult romance. Left out are the genres built on violence (アクション,
 * バトル), fear (ホラー), crime (ミステリー) and romance for older audiences (恋愛, BL, 大人向け). Genres
 * are found by name in GET /v1/genre_groups, so ids follow the catalogue and a missing genre is skipped.
 */
export const YOUTH_GENRE_NAMES = ['日常', 'コメディ', 'スポーツ', '音楽', 'グルメ'] as const;
/** One desktop row per genre; the genre's whole list is one link away. */
const TITLES_PER_GENRE = 6;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description: '日常・コメディ・スポーツ・音楽・グルメなど、お子さまやご家族で安心して楽しめるアニメを紹介します。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/** The most popular general titles of each family-friendly genre. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = getApi(context);
  const groups = await loadSection(() => api.getGenreGroups());
  if (!groups.ok) return { genres: groups };
  const items = await Promise.all(
    genresNamed(groups.data, YOUTH_GENRE_NAMES).map(async (genre) => ({
      genre: { id: genre.id, name: genre.name },
      titles: await loadCatalogueList(api, 'newTitles', {
        genreId: genre.id,
        sort: 'popular',
        perPage: TITLES_PER_GENRE,
      }),
    })),
  );
  return { genres: { ok: true as const, data: { items } } };
}

export default function Youth({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <ListHeader
        heading={HEADING}
        lead="日常やコメディ、スポーツ、音楽、グルメなど、お子さまからご家族まで安心して楽しめる作品を集めました。"
      />
      <SectionResultView subject="作品" result={loaderData.genres} emptyText="いまご紹介できる作品はありません。">
        {({ items }) =>
          items.map(({ genre, titles }, index) => (
            <ListSection
              key={genre.id}
              heading={genre.name}
              more={{ to: genreTitlesPath(genre.id), label: 'もっと見る' }}
            >
              <SectionResultView
                subject={`${genre.name}の作品`}
                result={titles}
                emptyText="いまご紹介できる作品はありません。"
              >
                {(list) => <ListedItemsView list={list} label={`${genre.name}の作品`} belowTheFold={index > 0} />}
              </SectionResultView>
            </ListSection>
          ))
        }
      </SectionResultView>
    </div>
  );
}
