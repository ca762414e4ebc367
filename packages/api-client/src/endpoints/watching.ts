import {
  type PlaybackActivity,
  type TitleAccess,
  titleAccessSchema,
  type WatchingEpisodeList,
  type WatchingEpisodesQuery,
  watchingEpisodeListSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

const WATCHING_EPISODES_PATH = '/v1/users/watching_episodes';

/** What is left out, the API fills in (page 1, 20 per page). */
export type WatchingEpisodesRequest = Partial<WatchingEpisodesQuery>;

/** Where viewers left off (decision 0028): position reports, started playbacks, the continue-watching row. */
export function watchingEndpoints(http: HttpClient) {
  return {
    /**
     * POST /v1/activities/playbacks — the player's position in the episode. `keepalive` for the report sent
     * on `pagehide`, which has to outlive the page.
     */
    reportPlayback: async (activity: PlaybackActivity, options?: CallOptions): Promise<void> => {
      await http.post('/v1/activities/playbacks', { ...options, body: activity });
    },

    /** POST /v1/episode_watching_histories?episode_id= — a playback started (a view in the rankings). */
    recordWatchingHistory: async (episodeId: number, options?: CallOptions): Promise<void> => {
      await http.post('/v1/episode_watching_histories', { ...options, query: { episode_id: episodeId }, body: {} });
    },

    /** GET /v1/users/watching_episodes — the member's continue-watching row, most recently watched first. */
    getWatchingEpisodes: (query: WatchingEpisodesRequest = {}, options?: CallOptions): Promise<WatchingEpisodeList> =>
      http.get(WATCHING_EPISODES_PATH, { ...options, query, schema: watchingEpisodeListSchema }),

    /** GET /v1/users/title_access?title_id= — what the member holds of a title (plan, owned episodes, resume). */
    getTitleAccess: (titleId: number, options?: CallOptions): Promise<TitleAccess> =>
      http.get('/v1/users/title_access', { ...options, query: { title_id: titleId }, schema: titleAccessSchema }),

    /**
     * POST /v1/users/watching_episodes?episode_id=&visible= — takes the episode out of the row (or puts it
     * back); where the member left off is kept.
     */
    setWatchingEpisodeVisible: async (episodeId: number, visible: boolean, options?: CallOptions): Promise<void> => {
      await http.post(WATCHING_EPISODES_PATH, {
        ...options,
        query: { episode_id: episodeId, visible: String(visible) },
        body: {},
      });
    },
  };
}

export type WatchingEndpoints = ReturnType<typeof watchingEndpoints>;
