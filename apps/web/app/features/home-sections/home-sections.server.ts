import type { ApiClient } from '@hanabi/api-client';
import { loadSection } from '../../lib/api.server.ts';

/** How much each rail of the home page shows; the 「もっと見る」 link leads to the whole list. */
const RAIL_SIZE = 12;
const RANKING_SIZE = 10;
const FEATURE_COUNT = 3;
const RECOMMENDED_GENRES = 4;

/**
 * Every section of the home page, loaded side by side. Each is its own result: a section whose call fails
 * shows its own error and 「再読み込み」 while the others render (spec §4's error state, per section).
 */
export async function loadHomeSections(api: ApiClient, recommendationSeeds: number[]) {
  const [newEpisodes, ranking, recommended, features, exclusives, scheduled] = await Promise.all([
    loadSection(() => api.getNewlyUpdatedEpisodes({ per_page: RAIL_SIZE })),
    loadSection(() => api.getTitleRankings({ period: 'weekly', per_page: RANKING_SIZE })),
    loadSection(async () => {
      const { genres } = await api.getRecommendedTitles({ title_ids: recommendationSeeds, genres: RECOMMENDED_GENRES });
      return { items: genres.filter((genre) => genre.titles.length > 0) };
    }),
    loadSection(() => api.getFeatures({ per_page: FEATURE_COUNT, titles_per_feature: RAIL_SIZE })),
    loadSection(() => api.getExclusiveTitles({ per_page: RAIL_SIZE })),
    loadSection(() => api.getScheduledDeliveries({ per_page: RAIL_SIZE })),
  ]);
  return { newEpisodes, ranking, recommended, features, exclusives, scheduled };
}

export type HomeSections = Awaited<ReturnType<typeof loadHomeSections>>;
