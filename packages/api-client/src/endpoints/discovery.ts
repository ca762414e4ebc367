import {
  type DynamicLanding,
  dynamicLandingSchema,
  type GenreGroups,
  genreGroupsSchema,
  type TitleFilters,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function discoveryEndpoints(http: HttpClient) {
  return {
    /** GET /v1/genre_groups — every group with its genres and how many titles each has now. */
    getGenreGroups: (options?: CallOptions): Promise<GenreGroups> =>
      http.get('/v1/genre_groups', { ...options, schema: genreGroupsSchema }),

    /**
     * GET /v1/dynamic_landings?slug= — a running landing page, its titles filtered like every title list
     * (general titles unless display_group asks for mature ones); the API answers 404 outside its window.
     */
    getDynamicLanding: (
      slug: string,
      filters: Partial<TitleFilters> = {},
      options?: CallOptions,
    ): Promise<DynamicLanding> =>
      http.get('/v1/dynamic_landings', { ...options, query: { slug, ...filters }, schema: dynamicLandingSchema }),
  };
}

export type DiscoveryEndpoints = ReturnType<typeof discoveryEndpoints>;
