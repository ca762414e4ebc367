import type { ApiClient } from '@hanabi/api-client';
import { HOME_SECTION_KEYS, type HomeSectionKey, type RecommendedTitles, type TitleCard } from '@hanabi/contract';
import { loadSection } from '../../lib/api.server.ts';

/** How much each rail of the home page shows; the 「もっと見る」 link leads to the whole list. */
const RAIL_SIZE = 12;
const RANKING_SIZE = 10;
const FEATURE_COUNT = 3;
const RECOMMENDED_GENRES = 4;

/** A rail of 「おすすめ」: the editors' picks, or one genre's recommendations. */
type RecommendedRail =
  | { kind: 'picks'; titles: TitleCard[] }
  | { kind: 'genre'; genre: RecommendedTitles['genres'][number]['genre']; titles: TitleCard[] };

/** Each section's own call; one the editors hid is never called (decision 0064). */
function sectionLoaders(api: ApiClient, recommendationSeeds: number[]) {
  return {
    new_episodes: () => loadSection(() => api.getNewlyUpdatedEpisodes({ per_page: RAIL_SIZE })),
    ranking_weekly: () => loadSection(() => api.getTitleRankings({ period: 'weekly', per_page: RANKING_SIZE })),
    recommended: () =>
      loadSection(async () => {
        const { picks, genres } = await api.getRecommendedTitles({
          title_ids: recommendationSeeds,
          genres: RECOMMENDED_GENRES,
        });
        // The editors' picks lead as a rail of their own (decision 0064), then a rail per genre.
        const rails: RecommendedRail[] = genres
          .filter(({ titles }) => titles.length > 0)
          .map(({ genre, titles }) => ({ kind: 'genre', genre, titles }));
        return { items: picks.length > 0 ? [{ kind: 'picks', titles: picks } as const, ...rails] : rails };
      }),
    features: () => loadSection(() => api.getFeatures({ per_page: FEATURE_COUNT, titles_per_feature: RAIL_SIZE })),
    exclusives: () => loadSection(() => api.getExclusiveTitles({ per_page: RAIL_SIZE })),
    scheduled_deliveries: () => loadSection(() => api.getScheduledDeliveries({ per_page: RAIL_SIZE })),
  } satisfies Record<HomeSectionKey, () => Promise<unknown>>;
}

type SectionLoaders = ReturnType<typeof sectionLoaders>;
export type HomeSectionResults = { [Key in HomeSectionKey]?: Awaited<ReturnType<SectionLoaders[Key]>> };

/**
 * The sections editors put on the home at this moment, in their order; the built-in order when the order
 * itself cannot be had, so that the page still stands.
 */
async function shownSections(api: ApiClient): Promise<HomeSectionKey[]> {
  const layout = await loadSection(() => api.getHomeLayout());
  return layout.ok ? layout.data.sections : [...HOME_SECTION_KEYS];
}

/**
 * The sections shown, in order, loaded side by side. Each is its own result: a section whose call fails
 * shows its own error and 「再読み込み」 while the others render (spec §4's error state, per section).
 */
export async function loadHomeSections(api: ApiClient, recommendationSeeds: number[]) {
  const order = await shownSections(api);
  const loaders = sectionLoaders(api, recommendationSeeds);
  const loaded = await Promise.all(order.map(async (key) => [key, await loaders[key]()] as const));
  return { order, results: Object.fromEntries(loaded) as HomeSectionResults };
}

export type HomeSections = Awaited<ReturnType<typeof loadHomeSections>>;
