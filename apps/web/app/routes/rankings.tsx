import { SectionResultView } from '../components/section-result.tsx';
import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import {
  canonicalListPath,
  RANKING_PERIOD_LABELS,
  rankingTitlesPath,
  readListQuery,
} from '../features/catalogue-lists/list-query.ts';
import { ListSection } from '../features/catalogue-lists/list-section.tsx';
import { mapSection } from '../features/catalogue-lists/map-section.ts';
import { RankingPeriodTabs } from '../features/catalogue-lists/ranking-period-tabs.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi, loadSection } from '../lib/api.server.ts';
import type { Route } from './+types/rankings';

const HEADING = 'ランキング';
/** The overview shows the top two rows of the desktop grid; the full ranking is one link away. */
const TOP_COUNT = 12;
/** One desktop row per genre. */
const PER_GENRE = 6;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description: 'いま人気のアニメを、デイリー・週間・月間の総合ランキングとジャンル別ランキングで紹介します。',
    origin: siteOriginOf(matches),
    path: canonicalListPath(location),
  });

/** The overall top of the period and the top of every genre with activity, side by side. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = getApi(context);
  const query = readListQuery(new URL(request.url));
  const [top, byGenre] = await Promise.all([
    loadCatalogueList(api, 'ranking', { period: query.period, perPage: TOP_COUNT }),
    loadSection(() => api.getRankingsByGenre({ period: query.period, per_genre: PER_GENRE })),
  ]);
  return { period: query.period, top, byGenre: mapSection(byGenre, (data) => ({ items: data.genres })) };
}

export default function Rankings({ loaderData }: Route.ComponentProps) {
  const { period, top, byGenre } = loaderData;
  const periodLabel = RANKING_PERIOD_LABELS[period];
  return (
    <div className="page">
      <ListHeader heading={HEADING} lead="再生と購入の多さで、いま見られている作品を順位づけしています。" />
      <RankingPeriodTabs current={period} />

      <ListSection
        heading={`${periodLabel}総合ランキング`}
        more={{ to: rankingTitlesPath(period), label: 'すべての順位を見る' }}
      >
        <SectionResultView subject="総合ランキング" result={top} emptyText="この期間のランキングはまだありません。">
          {(list) => <ListedItemsView list={list} label={`${periodLabel}総合ランキング`} />}
        </SectionResultView>
      </ListSection>

      <SectionResultView
        subject="ジャンル別ランキング"
        result={byGenre}
        emptyText="この期間のジャンル別ランキングはまだありません。"
      >
        {({ items }) =>
          items.map(({ genre, items: titles }) => (
            <ListSection
              key={genre.id}
              heading={`${genre.name}ランキング`}
              more={{ to: rankingTitlesPath(period, genre.id), label: 'もっと見る' }}
            >
              <ListedItemsView
                list={{ kind: 'ranking', items: titles }}
                label={`${genre.name}の${periodLabel}ランキング`}
                belowTheFold
              />
            </ListSection>
          ))
        }
      </SectionResultView>
    </div>
  );
}
