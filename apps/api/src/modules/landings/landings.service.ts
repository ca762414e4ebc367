import type { DynamicLanding, DynamicLandingQuery } from '@hanabi/contract';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import type { ListScope } from '../catalogue/title-query.ts';
import type { LandingsRepository } from './landings.repository.ts';

export interface LandingsService {
  /** @throws ApiError notFound when no landing has the slug or its window does not contain now. */
  getRunningLanding(query: DynamicLandingQuery, scope: ListScope): Promise<DynamicLanding>;
}

export function createLandingsService({
  repository,
  media,
}: {
  repository: LandingsRepository;
  media: MediaUrls;
}): LandingsService {
  return {
    async getRunningLanding({ slug, ...filters }, scope) {
      const landing = await repository.findRunningLanding(slug, scope.now);
      if (!landing) throw new ApiError('notFound');
      const rows = await repository.listLandingTitles(landing.id, filters, scope);
      return {
        slug: landing.slug,
        heading: landing.heading,
        lead: landing.lead,
        layout: landing.layout,
        starts_at: toJapanIso(landing.startsAt),
        ends_at: toJapanIso(landing.endsAt),
        titles: rows.map((row) => ({ ...toTitleCard(row, media), synopsis: row.synopsis })),
      };
    },
  };
}
