import {
  type CutScenes,
  cutScenesSchema,
  type EpisodeMarkers,
  type EpisodeMarkersWriteRequest,
  episodeMarkersSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/**
 * The markers on an episode's packaged video: its skip markers and 360° flag (decision 0046), and where the
 * scenes of its cut start (decision 0059).
 */
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

    /** GET /admin/v1/episodes/{id}/cut-scenes — the cut's scene starts, with its other cut's scene count. */
    getCutScenes: (episodeId: number, options?: CallOptions): Promise<CutScenes> =>
      http.get(idPath(ADMIN_API.episodes, episodeId, '/cut-scenes'), { ...options, schema: cutScenesSchema }),

    /** PUT /admin/v1/episodes/{id}/cut-scenes — 400 for times out of order or past the video, 409 without a video. */
    saveCutScenes: (episodeId: number, sceneStarts: readonly number[], options?: CallOptions): Promise<CutScenes> =>
      http.put(idPath(ADMIN_API.episodes, episodeId, '/cut-scenes'), {
        ...options,
        body: { scene_starts: sceneStarts },
        schema: cutScenesSchema,
      }),
  };
}

export type EpisodeMarkerEndpoints = ReturnType<typeof episodeMarkerEndpoints>;
