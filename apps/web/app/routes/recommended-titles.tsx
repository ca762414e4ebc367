import { parseCookieHeader } from '@hanabi/api-client';
import { SectionResultView } from '../components/section-result.tsx';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { ListSection } from '../features/catalogue-lists/list-section.tsx';
import { genreTitlesPath } from '../features/catalogue-lists/main-lists.ts';
import { mapSection } from '../features/catalogue-lists/map-section.ts';
import { NO_INDEX, pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi, loadSection } from '../lib/api.server.ts';
// The home page's recommendations start from the same titles: one rule for both pages.
import { recommendationSeeds } from '../lib/recommendation-seeds.ts';
import type { Route } from './+types/recommended-titles';

const HEADING = 'あなたへのおすすめ';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({
    heading: HEADING,
    description: '見た作品や気になる作品に近いジャンルから、おすすめのアニメを紹介します。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  }),
  // What it lists depends on the viewer's cookies: nothing a search engine should keep.
  NO_INDEX,
];

/** At most 6 titles per genre (spec §9), the genres of what the viewer watched or marked first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seeds = recommendationSeeds(parseCookieHeader(request.headers.get('cookie')));
  const recommended = await loadSection(() => getApi(context).getRecommendedTitles({ title_ids: seeds }));
  return {
    personal: seeds.length > 0,
    genres: mapSection(recommended, (data) => ({ items: data.genres })),
  };
}

export default function RecommendedTitles({ loaderData }: Route.ComponentProps) {
  const { personal, genres } = loaderData;
  return (
    <div className="page">
      <ListHeader
        heading={HEADING}
        lead={
          personal
            ? 'これまでに見た作品や気になる作品に近いジャンルから選びました。'
            : '作品を見たり「気になる」に追加したりすると、あなたに合わせたおすすめに変わります。いまは人気の作品をジャンルごとに紹介しています。'
        }
      />
      <SectionResultView subject="おすすめ作品" result={genres} emptyText="いまご紹介できるおすすめはありません。">
        {({ items }) =>
          items.map(({ genre, titles }, index) => (
            <ListSection
              key={genre.id}
              heading={genre.name}
              more={{ to: genreTitlesPath(genre.id), label: 'もっと見る' }}
            >
              <ListedItemsView
                list={{ kind: 'titles', items: titles }}
                label={`${genre.name}のおすすめ`}
                belowTheFold={index > 0}
              />
            </ListSection>
          ))
        }
      </SectionResultView>
    </div>
  );
}
