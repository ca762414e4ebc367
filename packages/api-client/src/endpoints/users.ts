import {
  type PaginationQuery,
  type PresentList,
  presentListSchema,
  type SubscribeHistories,
  subscribeHistoriesSchema,
  type UserStatus,
  userStatusSchema,
  type ViewerSettings,
  viewerSettingsSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

/** Paging of the member's lists; the API fills in what is left out (page 1, 20 per page). */
export type MemberListQuery = Partial<PaginationQuery>;

const VIEWER_SETTINGS_PATH = '/v1/users/viewer_settings';

export function userEndpoints(http: HttpClient) {
  return {
    /** GET /v1/users/statuses — guests get is_logged_in false and plan 999. */
    getUserStatus: (options?: CallOptions): Promise<UserStatus> =>
      http.get('/v1/users/statuses', { ...options, schema: userStatusSchema }),

    /** GET /v1/users/viewer_settings — the member's settings, discreet mode among them (decision 0058). */
    getViewerSettings: (options?: CallOptions): Promise<ViewerSettings> =>
      http.get(VIEWER_SETTINGS_PATH, { ...options, schema: viewerSettingsSchema }),

    /** PUT /v1/users/viewer_settings — keeps the member's settings. */
    putViewerSettings: (settings: ViewerSettings, options?: CallOptions): Promise<ViewerSettings> =>
      http.put(VIEWER_SETTINGS_PATH, { ...options, body: settings, schema: viewerSettingsSchema }),

    /** GET /v1/users/subscribe_histories — the member's plans, newest first, and whether there ever was one. */
    getSubscribeHistories: (query: MemberListQuery = {}, options?: CallOptions): Promise<SubscribeHistories> =>
      http.get('/v1/users/subscribe_histories', { ...options, query, schema: subscribeHistoriesSchema }),

    /** GET /v1/users/presents — the member's presents, newest first. */
    getPresents: (query: MemberListQuery = {}, options?: CallOptions): Promise<PresentList> =>
      http.get('/v1/users/presents', { ...options, query, schema: presentListSchema }),

    /**
     * POST /v1/users/presents/{id}/receive. Resolves once the API has credited the present; what it answers
     * beyond success is not read, because the caller reloads the presents and the points anyway. The body is
     * an empty JSON object: the call is sent as JSON (spec §7), and a JSON POST with no body at all is refused
     * by JSON body parsers.
     */
    receivePresent: async (id: number, options?: CallOptions): Promise<void> => {
      await http.post(`/v1/users/presents/${encodeURIComponent(id)}/receive`, { ...options, body: {} });
    },

    /** DELETE /v1/logouts — ends the session behind the festa_auth cookie. */
    logout: async (options?: CallOptions): Promise<void> => {
      await http.delete('/v1/logouts', options);
    },
  };
}

export type UserEndpoints = ReturnType<typeof userEndpoints>;
