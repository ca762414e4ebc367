import {
  type EpisodeUpdateList,
  type EpisodeUpdateQuery,
  type EpisodeV2,
  episodeUpdateListSchema,
  episodeV2Schema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

/** Paging and title filters of the episode lists; the API fills in what is left out. */
export type EpisodeUpdatesQuery = Partial<EpisodeUpdateQuery>;

export function episodeListEndpoints(http: HttpClient) {
  return {
    /** GET /v1/episode/newly_updates — broadcast episodes released by now, newest first. */
    getNewlyUpdatedEpisodes: (query: EpisodeUpdatesQuery = {}, options?: CallOptions): Promise<EpisodeUpdateList> =>
      http.get('/v1/episode/newly_updates', { ...options, query, schema: episodeUpdateListSchema }),

    /** GET /v1/scene/newly_updates — premium cuts (uncut scenes) released by now, newest first. */
    getNewlyUpdatedScenes: (query: EpisodeUpdatesQuery = {}, options?: CallOptions): Promise<EpisodeUpdateList> =>
      http.get('/v1/scene/newly_updates', { ...options, query, schema: episodeUpdateListSchema }),

    /** GET /v2/episodes/{id} — the episode as v1 answers it, plus its neighbours and its other cut. */
    getEpisodeV2: (id: number, options?: CallOptions): Promise<EpisodeV2> =>
      http.get(`/v2/episodes/${encodeURIComponent(id)}`, { ...options, schema: episodeV2Schema }),
  };
}

export type EpisodeListEndpoints = ReturnType<typeof episodeListEndpoints>;
