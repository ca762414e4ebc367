import {
  type AdminCampaignWriteRequest,
  type AdminCollectionListQuery,
  type AdminCollectionTitlesWriteRequest,
  type AdminDynamicLandingWriteRequest,
  type AdminEditorPickCurrent,
  type AdminEditorPickWriteRequest,
  type AdminFeatureWriteRequest,
  adminCampaignListSchema,
  adminCampaignSchema,
  adminDynamicLandingListSchema,
  adminDynamicLandingSchema,
  adminEditorPickCurrentSchema,
  adminEditorPickListSchema,
  adminEditorPickSchema,
  adminFeatureListSchema,
  adminFeatureSchema,
} from '@hanabi/contract';
import type { z } from 'zod';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API, idPath } from './admin-paths.ts';

/**
 * The calls of one kind of named, windowed, ordered list of titles (decision 0063): list (searched, paged), one
 * (with `at` for its state then), create, edit, delete, and the whole ordered list of titles set.
 */
function collectionCalls<One extends z.ZodType, List extends z.ZodType, Write>(
  http: HttpClient,
  base: string,
  schemas: { one: One; list: List },
) {
  type Answer = z.infer<One>;
  const one = { schema: schemas.one };
  return {
    list: (query: AdminCollectionListQuery = {}, options?: CallOptions): Promise<z.infer<List>> =>
      http.get(base, { ...options, query, schema: schemas.list }),
    get: (id: number, query: { at?: string } = {}, options?: CallOptions): Promise<Answer> =>
      http.get(idPath(base, id), { ...options, query, ...one }),
    create: (body: Write, options?: CallOptions): Promise<Answer> => http.post(base, { ...options, body, ...one }),
    update: (id: number, body: Write, options?: CallOptions): Promise<Answer> =>
      http.put(idPath(base, id), { ...options, body, ...one }),
    remove: (id: number, options?: CallOptions): Promise<Answer> =>
      http.delete(idPath(base, id), { ...options, ...one }),
    setTitles: (id: number, body: AdminCollectionTitlesWriteRequest, options?: CallOptions): Promise<Answer> =>
      http.put(idPath(base, id, '/titles'), { ...options, body, ...one }),
  };
}

/** Features (特集), dynamic landing pages, campaigns and editor picks: every role looks, editorial:write changes. */
export function collectionEndpoints(http: HttpClient) {
  const features = collectionCalls<typeof adminFeatureSchema, typeof adminFeatureListSchema, AdminFeatureWriteRequest>(
    http,
    ADMIN_API.features,
    { one: adminFeatureSchema, list: adminFeatureListSchema },
  );
  const landings = collectionCalls<
    typeof adminDynamicLandingSchema,
    typeof adminDynamicLandingListSchema,
    AdminDynamicLandingWriteRequest
  >(http, ADMIN_API.dynamicLandings, { one: adminDynamicLandingSchema, list: adminDynamicLandingListSchema });
  const campaigns = collectionCalls<
    typeof adminCampaignSchema,
    typeof adminCampaignListSchema,
    AdminCampaignWriteRequest
  >(http, ADMIN_API.campaigns, { one: adminCampaignSchema, list: adminCampaignListSchema });
  const picks = collectionCalls<
    typeof adminEditorPickSchema,
    typeof adminEditorPickListSchema,
    AdminEditorPickWriteRequest
  >(http, ADMIN_API.editorPicks, { one: adminEditorPickSchema, list: adminEditorPickListSchema });
  return {
    /** /admin/v1/features (decision 0063). */
    getFeatures: features.list,
    getFeature: features.get,
    createFeature: features.create,
    updateFeature: features.update,
    deleteFeature: features.remove,
    setFeatureTitles: features.setTitles,
    /** /admin/v1/dynamic_landings (decision 0063). */
    getDynamicLandings: landings.list,
    getDynamicLanding: landings.get,
    createDynamicLanding: landings.create,
    updateDynamicLanding: landings.update,
    deleteDynamicLanding: landings.remove,
    setDynamicLandingTitles: landings.setTitles,
    /** /admin/v1/campaigns (decision 0061). */
    getCampaigns: campaigns.list,
    getCampaign: campaigns.get,
    createCampaign: campaigns.create,
    updateCampaign: campaigns.update,
    deleteCampaign: campaigns.remove,
    setCampaignTitles: campaigns.setTitles,
    /** /admin/v1/editor_picks (decision 0064). */
    getEditorPicks: picks.list,
    getEditorPick: picks.get,
    createEditorPick: picks.create,
    updateEditorPick: picks.update,
    deleteEditorPick: picks.remove,
    setEditorPickTitles: picks.setTitles,
    /** GET /admin/v1/editor_picks/current — the list leading 「おすすめ」 at `at` (or now), null when none. */
    getEditorPickAt: (query: { at?: string } = {}, options?: CallOptions): Promise<AdminEditorPickCurrent> =>
      http.get(`${ADMIN_API.editorPicks}/current`, { ...options, query, schema: adminEditorPickCurrentSchema }),
  };
}

export type CollectionEndpoints = ReturnType<typeof collectionEndpoints>;
