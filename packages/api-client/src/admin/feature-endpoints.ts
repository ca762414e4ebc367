import {
  type AdminCollectionListQuery,
  type AdminCollectionTitlesWriteRequest,
  type AdminFeature,
  type AdminFeatureList,
  type AdminFeatureWriteRequest,
  adminFeatureListSchema,
  adminFeatureSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/** Features (特集, decision 0063): every role looks, editorial:write changes. */
export function featureEndpoints(http: HttpClient) {
  return {
    /** GET /admin/v1/features — every feature, by place then start; `q` searches names and slugs. */
    getFeatures: (query: AdminCollectionListQuery = {}, options?: CallOptions): Promise<AdminFeatureList> =>
      http.get(ADMIN_API.features, { ...options, query, schema: adminFeatureListSchema }),

    /** GET /admin/v1/features/{id} — with its titles in order; `at` answers the state at that instant. */
    getFeature: (id: number, query: { at?: string } = {}, options?: CallOptions): Promise<AdminFeature> =>
      http.get(idPath(ADMIN_API.features, id), { ...options, query, schema: adminFeatureSchema }),

    /** POST /admin/v1/features — a new feature without titles (409 when the slug is taken). */
    createFeature: (body: AdminFeatureWriteRequest, options?: CallOptions): Promise<AdminFeature> =>
      http.post(ADMIN_API.features, { ...options, body, schema: adminFeatureSchema }),

    /** PUT /admin/v1/features/{id} — the whole form; the titles stay. */
    updateFeature: (id: number, body: AdminFeatureWriteRequest, options?: CallOptions): Promise<AdminFeature> =>
      http.put(idPath(ADMIN_API.features, id), { ...options, body, schema: adminFeatureSchema }),

    /** DELETE /admin/v1/features/{id} — answers the feature as it was. */
    deleteFeature: (id: number, options?: CallOptions): Promise<AdminFeature> =>
      http.delete(idPath(ADMIN_API.features, id), { ...options, schema: adminFeatureSchema }),

    /** PUT /admin/v1/features/{id}/titles — the whole ordered list of titles, first shown first. */
    setFeatureTitles: (
      id: number,
      body: AdminCollectionTitlesWriteRequest,
      options?: CallOptions,
    ): Promise<AdminFeature> =>
      http.put(idPath(ADMIN_API.features, id, '/titles'), { ...options, body, schema: adminFeatureSchema }),
  };
}

export type FeatureEndpoints = ReturnType<typeof featureEndpoints>;
