import type { FeatureList, FeatureListQuery } from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import type { ListScope } from '../catalogue/title-query.ts';
import type { FeaturesRepository } from './features.repository.ts';

export interface FeaturesService {
  /** Running features by position, each with its first listable titles. */
  listRunning(query: FeatureListQuery, scope: ListScope): Promise<FeatureList>;
}

export function createFeaturesService({
  repository,
  media,
}: {
  repository: FeaturesRepository;
  media: MediaUrls;
}): FeaturesService {
  return {
    async listRunning({ page, per_page, titles_per_feature, ...filters }, scope) {
      const { rows, titles, total } = await repository.listRunning(
        { filters, titlesPerFeature: titles_per_feature, ...pageWindow({ page, per_page }) },
        scope,
      );
      return {
        items: rows.map((feature) => ({
          id: feature.id,
          slug: feature.slug,
          name: feature.name,
          description: feature.description,
          starts_at: toJapanIso(feature.startsAt),
          ends_at: toJapanIso(feature.endsAt),
          title_count: feature.titleCount,
          titles: titles.filter((title) => title.featureId === feature.id).map((title) => toTitleCard(title, media)),
        })),
        pagination: paginationOf({ page, per_page }, total),
      };
    },
  };
}
