import {
  type EstTitleList,
  type ExclusiveTitleList,
  estTitleListSchema,
  exclusiveTitleListSchema,
  type FeatureList,
  type FeatureListQuery,
  type FreeTitleList,
  featureListSchema,
  freeTitleListSchema,
  type ScheduledDeliveryList,
  type ScheduledEndList,
  type ScheduledEndQuery,
  scheduledDeliveryListSchema,
  scheduledEndListSchema,
  type TitleUpdateList,
  titleUpdateListSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import type { DisplayableTitlesQuery } from './titles.ts';

/**
 * The time-bound and editorial title lists (decision 0019). Each takes the one catalogue query vocabulary
 * (paging, display group, genre, tag, design type, sort); what is left out is the API's default.
 */
export function titleListEndpoints(http: HttpClient) {
  return {
    /** GET /v1/title/newly_updates — titles by their latest released episode, newest first. */
    getNewlyUpdatedTitles: (query: DisplayableTitlesQuery = {}, options?: CallOptions): Promise<TitleUpdateList> =>
      http.get('/v1/title/newly_updates', { ...options, query, schema: titleUpdateListSchema }),

    /** GET /v1/title/scheduled_deliveries — titles or episodes that start after now, soonest first. */
    getScheduledDeliveries: (
      query: DisplayableTitlesQuery = {},
      options?: CallOptions,
    ): Promise<ScheduledDeliveryList> =>
      http.get('/v1/title/scheduled_deliveries', { ...options, query, schema: scheduledDeliveryListSchema }),

    /** GET /v1/title/scheduled_end_deliveries — titles whose distribution ends within `within_days`. */
    getScheduledEndDeliveries: (
      query: Partial<ScheduledEndQuery> = {},
      options?: CallOptions,
    ): Promise<ScheduledEndList> =>
      http.get('/v1/title/scheduled_end_deliveries', { ...options, query, schema: scheduledEndListSchema }),

    /** GET /v1/title/est_deliveries — titles with episodes sold on their own, with the lowest price. */
    getEstTitles: (query: DisplayableTitlesQuery = {}, options?: CallOptions): Promise<EstTitleList> =>
      http.get('/v1/title/est_deliveries', { ...options, query, schema: estTitleListSchema }),

    /** GET /v1/festa/recommended_titles — the sell-through titles the festa points shop recommends. */
    getFestaRecommendedTitles: (query: DisplayableTitlesQuery = {}, options?: CallOptions): Promise<EstTitleList> =>
      http.get('/v1/festa/recommended_titles', { ...options, query, schema: estTitleListSchema }),

    /** GET /v1/title/exclusives — titles distributed only here (独占) or here first (先行) right now. */
    getExclusiveTitles: (query: DisplayableTitlesQuery = {}, options?: CallOptions): Promise<ExclusiveTitleList> =>
      http.get('/v1/title/exclusives', { ...options, query, schema: exclusiveTitleListSchema }),

    /** GET /v1/title/features — running features, each with its first titles. */
    getFeatures: (query: Partial<FeatureListQuery> = {}, options?: CallOptions): Promise<FeatureList> =>
      http.get('/v1/title/features', { ...options, query, schema: featureListSchema }),

    /** GET /v1/free_titles — titles with at least one free episode, latest free episode first. */
    getFreeTitles: (query: DisplayableTitlesQuery = {}, options?: CallOptions): Promise<FreeTitleList> =>
      http.get('/v1/free_titles', { ...options, query, schema: freeTitleListSchema }),
  };
}

export type TitleListEndpoints = ReturnType<typeof titleListEndpoints>;
