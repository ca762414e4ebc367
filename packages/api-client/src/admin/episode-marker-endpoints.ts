import { type EpisodeMarkers, type EpisodeMarkersWriteRequest, episodeMarkersSchema } from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/** An episode's skip markers and 360° flag on its packaged video (decision 0046). */
export function episodeMarkerEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/episodes/{id}/markers — `video` is null until a video is packaged. */
    getEpisodeMarkers: (episodeId: number, options?: CallOptions): Promise<EpisodeMarkers> =>
      http.get(idPath(ADMIN_API.episodes, episodeId, '/markers'), { ...options, schema: episodeMarkersSchema }),

    /** PUT /admin/v1/episodes/{id}/markers — 400 for a time out of order or past the video, 409 without a video. */
    saveEpisodeMarkers: (
      episodeId: number,
      markers: EpisodeMarkersWriteRequest,
      options?: CallOptions,
    ): Promise<EpisodeMarkers> =>
      http.put(idPath(ADMIN_API.episodes, episodeId, '/markers'), {
        ...options,
        body: markers,
        schema: episodeMarkersSchema,
      }),
  };
}

export type EpisodeMarkerEndpoints = ReturnType<typeof episodeMarkerEndpoints>;
