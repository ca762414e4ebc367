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
    // The editors' picks lead as they do on the home (decision 0064); the genres never repeat them.
    rails: mapSection(recommended, ({ picks, genres }) => ({
      items: [
        ...(picks.length > 0 ? [{ key: 'picks', heading: '編集部のおすすめ', titles: picks, genreId: null }] : []),
        ...genres.map(({ genre, titles }) => ({
          key: `genre_${genre.id}`,
          heading: genre.name,
          titles,
          genreId: genre.id,
        })),
      ],
    })),
  };
}

export default function RecommendedTitles({ loaderData }: Route.ComponentProps) {
  const { personal, rails } = loaderData;
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
      <SectionResultView subject="おすすめ作品" result={rails} emptyText="いまご紹介できるおすすめはありません。">
        {({ items }) =>
          items.map(({ key, heading, titles, genreId }, index) => (
            <ListSection
              key={key}
              heading={heading}
              {...(genreId === null ? {} : { more: { to: genreTitlesPath(genreId), label: 'もっと見る' } })}
            >
              <ListedItemsView
                list={{ kind: 'titles', items: titles }}
                label={genreId === null ? heading : `${heading}のおすすめ`}
                belowTheFold={index > 0}
              />
            </ListSection>
          ))
        }
      </SectionResultView>
    </div>
  );
}
