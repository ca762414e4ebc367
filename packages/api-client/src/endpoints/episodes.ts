import { type EpisodeDetail, episodeDetailSchema } from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function episodeEndpoints(http: HttpClient) {
  return {
    /** GET /v1/episodes/{id} — the episode, its title, and what the caller may do with it. */
    getEpisode: (id: number, options?: CallOptions): Promise<EpisodeDetail> =>
      http.get(`/v1/episodes/${encodeURIComponent(id)}`, { ...options, schema: episodeDetailSchema }),
  };
}

export type EpisodeEndpoints = ReturnType<typeof episodeEndpoints>;
