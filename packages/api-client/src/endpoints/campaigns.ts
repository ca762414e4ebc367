import {
  type Campaign,
  type CampaignList,
  type CampaignListQuery,
  campaignListSchema,
  campaignSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';

export function campaignEndpoints(http: HttpClient) {
  return {
    /** GET /v1/campaigns — listed campaigns running now (mature ones only for display_group=mature_group). */
    getCampaigns: (query: Partial<CampaignListQuery> = {}, options?: CallOptions): Promise<CampaignList> =>
      http.get('/v1/campaigns', { ...options, query, schema: campaignListSchema }),

    /** GET /v1/campaigns/{slug} — a campaign running now with its titles; the API answers 404 outside its period. */
    getCampaign: (slug: string, options?: CallOptions): Promise<Campaign> =>
      http.get(`/v1/campaigns/${encodeURIComponent(slug)}`, { ...options, schema: campaignSchema }),
  };
}

export type CampaignEndpoints = ReturnType<typeof campaignEndpoints>;
